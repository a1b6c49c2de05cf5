/// The formats of `matrix --format` (docs/MATRIX.md).
package enum MatrixFormat: String, CaseIterable, Sendable {
    /// One self-contained page: no network, works from `file://`.
    case html
    /// The implementations, the group counts and the fixtures failing somewhere, for a
    /// pull-request comment or a job summary.
    case markdown
    /// The matrix as data (`matrixVersion` 1).
    case json
}
