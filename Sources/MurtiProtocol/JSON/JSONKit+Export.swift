// The protocol's public API is written in JSONKit's values (`JSONValue`, `JSONMemberName`):
// an implementer who imports MurtiProtocol alone reads and builds them as before, with no
// second import and no second product (docs/DECISIONS.md D142).
@_exported import JSONKit
