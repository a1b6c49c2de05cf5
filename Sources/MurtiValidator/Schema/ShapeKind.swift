/// Which definition of `murti.schema.json` applies at an instance location.
///
/// The walker in ``DocumentWalker`` carries one per value; an unknown member has none and is not
/// validated (the object's `additionalProperties` already names it; docs/DECISIONS.md 10).
enum ShapeKind: UInt8, Sendable {
    /// `#/$defs/envelope` (seed: Shape at a glance).
    case envelope
    /// `#/$defs/payload` (seed: Shape at a glance).
    case payload
    /// `#/$defs/schemaVersion` (seed: schemaVersion policy).
    case schemaVersion
    /// `#/$defs/envelope/properties/alg`.
    case algorithm
    /// `#/$defs/envelope/properties/enc`.
    case encryption
    /// `#/$defs/envelope/properties/payload`: a base64 string ≤ 1,048,576 code points.
    case encodedPayload
    /// `#/$defs/envelope/properties/signature`: a base64 string ≤ 1,024 code points.
    case signature
    /// `#/$defs/screen`.
    case screen
    /// `#/$defs/screen/properties/key`: an identifier that names a screen (layer 3).
    case screenKey
    /// `#/$defs/node`.
    case node
    /// `#/$defs/typeName` at a node's `type`.
    case typeName
    /// `#/$defs/node/properties/id`.
    case nodeID
    /// `#/$defs/node/properties/children`.
    case children
    /// `#/$defs/props` (a node's `props`, an action's `params`).
    case props
    /// `#/$defs/value`, at any depth inside `props`/`params`.
    case value
    /// `#/$defs/action`.
    case action
    /// `#/$defs/action/properties/type`: the closed action vocabulary.
    case actionType
    /// An action's `screen` (identifier; layer 3 `semantic.screen`).
    case screenReference
    /// An action's `request` (identifier; layer 3 `semantic.request`).
    case requestReference
    /// An action's `link` (identifier; layer 3 `semantic.link`).
    case linkReference
}
