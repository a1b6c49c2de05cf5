/// A sheet detent: a name (`medium`, `large`, or a newer one, kept as received) or a height
/// fraction.
package enum Detent: Sendable, Equatable {
    /// A named detent.
    case named(String)
    /// A share of the screen's height.
    case fraction(Double)
}
