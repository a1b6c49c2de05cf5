/// Why a value cannot become the model it stands for. Inside a widget's `data` it travels up
/// to the nearest payload-array element (dropped) or to the widget (malformed); elsewhere the
/// member holding it falls back to absent (CONTRACT §8 rule 2). Never leaves the decoder.
struct PayloadFault: Error {
    let place: Place
    let reason: String
}
