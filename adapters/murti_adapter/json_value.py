"""The Python shapes of decoded JSON values, as the adapters' type hints name them."""

from typing import TypeAlias

# An RFC 8259 value as `json.loads` and `decode.decode_document` build it: objects are dicts that
# keep their members in written order, numbers are ints for integer lexemes and floats otherwise.
JSONValue: TypeAlias = dict[str, "JSONValue"] | list["JSONValue"] | str | int | float | bool | None
JSONObject: TypeAlias = dict[str, JSONValue]
# One step of an instance location or a schema path: a member name or an array index.
Segment: TypeAlias = str | int
