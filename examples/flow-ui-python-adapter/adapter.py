"""A complete Flow-UI decoder behind protocol v1 (docs/PROTOCOL.md), in standard-library Python: the example of
docs/FLOW-UI.md, which states the rules and Decisions cited here and says how to certify a decoder like this one.

It answers `start`, then each `validate` request with the decoded page or sheet and its diagnostics, or one of the
three rejections. JSON is read by Python's own reader, nesting past 512 refused: where readers differ (repeated
member names, of which Python keeps the last), the fixtures are informational (rule 4) and any answer is allowed.
"""
import base64
import json
import re
import sys

INFO = {"name": "example-flow-ui-python", "version": "0.1.0", "language": "Python",
        "homepage": "https://example.invalid/your-decoder", "contracts": ["flow-ui"]}
Json = dict | list | str | float | bool | None  # every JSON number is read as a float (Decision 18)

# Every model as its members, [flag]name[:kind][=default]. A kind is a model of this table, `widget`, or a scalar kind
# of fits(); it is the member's name when not given. "!" marks a required member (Decision 4), "*" a lossy array
# (rule 2); the default is written when the member is absent or falls back (rule 1, Decision 5). Members are listed
# in traversal order (rule 3): a page's header strip before its sections, a section's header before its widgets.
MODELS = {
    # the page, the sheet, their strips and sections
    "page": "id:str=null nav=null header:strip=null *sections:section footer:strip=null pagination=null refresh=null",
    "sheet": "id:str=null config=null header:strip=null *sections:section footer:strip=null",
    "nav": "title:text subtitle:text bg_color:color left_button:button *right_buttons:button",
    "pagination": "has_more:bool=false postback:any=null", "refresh": "pull_to_refresh:bool=true",
    "config": "*detents:detent grabber:bool dismissible:bool corner_radius:num",
    "strip": "sticky:bool=true *widgets:widget",
    "section": "id:str=null layout:section_layout={} header:widget=null *widgets:widget",
    "section_layout": 'arrangement="vertical" columns=2 item_spacing:num=0 insets={}',
    # a widget: its envelope and its layout
    "envelope": "!type:str id:str=null layout:object={} actions={} tracking:object=null data:any={}",
    "layout": "margin:insets padding:insets corner_radius:corners background:color gradient border width",
    "gradient": "*colors:color angle:num", "border": "width:num color dash_width:num dash_gap:num",
    "insets": "top:num=0 left:num=0 right:num=0 bottom:num=0",
    "corners": "top_left:num=0 top_right:num=0 bottom_left:num=0 bottom_right:num=0",
    # the starter payloads
    "title_block": "!title:text subtitle:text", "button_row": "*buttons:button", "tag_rail": "*tags:tag",
    "image_text_card": "image !title:text subtitle:text *tags:tag trailing_icon:icon",
    "banner": "!image title:text subtitle:text", "separator": "style:str color thickness:num insets",
    "stepper_row": "!title:text subtitle:text min:int max:int initial:int",
    "accordion": "!header:text initially_expanded:bool *items:widget",
    # the atoms
    "text": "!text:str font color alignment:str max_lines:int is_markdown:bool",
    "font": "size:num weight:str token:str", "color": "hex:str dark_hex:str token:str alpha:num",
    "image": "!url:str aspect_ratio:num scale_mode:str corner_radius:corners placeholder_color:color shimmer:bool"
             " alt:str",
    "icon": "!symbol:str size:num color action:object",
    "button": "!title:text style:str bg_color:color corner_radius:corners icon full_width:bool disabled:bool"
              " action:object",
    "tag": "!text bg_color:color border_color:color corner_radius:corners icon action:object",
}
SHORTHANDS = {"text": "text", "color": "hex", "image": "url", "icon": "symbol"}  # Decision 23: an atom's bare string


def member(spec: str) -> tuple[str, str, str, str | None]:  # "!title:text" -> ("!", "title", "text", None)
    flag, name, kind, default = re.fullmatch(r"([!*]?)(\w+)(?::(\w+))?(?:=(.+))?", spec).groups()
    return flag, name, kind or name, default or ("[]" if flag == "*" else None)


MEMBERS = {model: [member(spec) for spec in specs.split()] for model, specs in MODELS.items()}


class Fault(Exception):
    """A value its kind cannot hold (rule 2), raised up to where the contract says it stops."""


def fits(kind: str, value: Json) -> bool:  # what a scalar kind holds: Decisions 6 to 9, 13 and 18
    number = isinstance(value, float)
    integer = number and value.is_integer() and -2**63 <= value < 2**63
    return {"str": isinstance(value, str), "bool": isinstance(value, bool), "object": isinstance(value, dict),
            "num": number, "int": integer, "columns": integer and value >= 1, "arrangement": isinstance(value, str),
            "width": value in ("fill", "hug") or number and 0 < value <= 1, "detent": isinstance(value, str | float),
            "actions": isinstance(value, dict) and all(isinstance(action, dict | None) for action in value.values()),
            "any": True}[kind]


class Decoder:
    """One document decoded under a registry (type -> model): its widgets in decoding order, its diagnostics."""

    def __init__(self, registry: dict) -> None:
        self.registry, self.widgets, self.diagnostics = registry, [], []

    def report(self, kind: str, src: str, **detail: str) -> None:
        self.diagnostics.append({"kind": kind, "src": src, **detail})

    def decode(self, kind: str, value: Json, at: str, in_data: bool) -> Json:  # raises Fault
        if kind == "widget":
            return self.widget(value, at)
        if kind in MEMBERS:
            return self.model(kind, value, at, in_data)
        if not fits(kind, value):
            raise Fault
        return "vertical" if kind == "arrangement" and value not in ("carousel", "grid") else value  # Decision 7

    def model(self, kind: str, value: Json, at: str, in_data: bool) -> dict:  # rules 1 and 2, Decisions 10 and 11
        if isinstance(value, str) and kind in SHORTHANDS:
            return {SHORTHANDS[kind]: value}
        if kind == "corners" and isinstance(value, float):  # Decision 19: one number sets all four corners
            return {corner: value for _, corner, _, _ in MEMBERS["corners"]}
        if not isinstance(value, dict):
            raise Fault
        written = {"src": at} if kind == "section" else {}
        for flag, name, member_kind, default in MEMBERS[kind]:
            read = self.array if flag == "*" else self.decode
            pointer = f"{at}/{name}"
            try:
                if value.get(name) is not None:
                    written[name] = read(member_kind, value[name], pointer, in_data)
            except Fault:
                if flag == "!" or in_data:
                    raise  # a required member fails its model; inside data, every fault travels up
                self.report("droppedElement", pointer)  # outside data, the member alone falls back
            if name not in written and flag == "!":
                raise Fault
            if name not in written and default == "null":
                written[name] = None
            elif name not in written and default:
                written[name] = read(member_kind, json.loads(default, parse_int=float), pointer, in_data)
        return written

    def array(self, kind: str, value: Json, at: str, in_data: bool) -> list:  # rule 2, Decision 12
        if not isinstance(value, list):
            raise Fault
        kept = []
        for index, element in enumerate(value):
            try:
                kept.append(self.decode(kind, element, f"{at}/{index}", in_data))
            except Fault:
                self.report("droppedElement", f"{at}/{index}")
        return [element for element in kept if element is not None]  # a widget with a broken envelope is None

    def widget(self, value: Json, at: str) -> dict | None:  # rule 2, Decisions 13 to 17 and 27
        try:
            widget = {"src": at, **self.model("envelope", value, at, in_data=True)}
        except Fault:
            self.report("droppedElement", at)  # a broken envelope drops the widget
            return None
        model, data = self.registry.get(widget["type"]), widget.pop("data")
        widget["layout"] = self.model("layout", widget["layout"], at + "/layout", in_data=False)
        widget["actions"] = {event: action for event, action in widget["actions"].items() if action is not None}
        widget["content"] = "unknown" if model is None else "typed"
        self.widgets.append(widget)
        inner = Decoder(self.registry)  # what goes wrong inside a malformed payload is not reported
        try:
            if model is not None:
                widget["data"] = data if model == "opaque" else inner.decode(model, data, at + "/data", in_data=True)
            self.widgets += inner.widgets
            self.diagnostics += inner.diagnostics
        except Fault:
            widget["content"] = "malformed"
        if widget["content"] != "typed":
            self.report("unknownType" if model is None else "malformedPayload", at, widgetType=widget["type"])
        return widget

    def claim_ids(self) -> None:  # rule 3, in traversal order: the order MODELS has the widgets decoded in
        claimed = set()
        for widget in self.widgets:
            wanted, k = widget["id"], 2
            while widget["id"] is not None and widget["id"] in claimed:
                widget["id"], k = f"{wanted}#{k}", k + 1  # a repeat of X becomes X#k, k the smallest unclaimed
            if widget["id"] != wanted:
                self.report("duplicateID", widget["src"], renamedTo=widget["id"])
            claimed.add(widget["id"])


def position(value: Json, pointer: str) -> list[int]:  # Decision 20: each step's index among the members as written
    key = []
    for token in pointer.split("/")[1:]:
        key.append(list(value).index(token) if isinstance(value, dict) else int(token))
        value = value[token] if isinstance(value, dict) else value[int(token)]
    return key


def depth(value: Json) -> int:  # Decision 1: containers nested in each other, the top-level value counting as 1
    if isinstance(value, dict):
        value = list(value.values())
    return 1 + max(map(depth, value), default=0) if isinstance(value, list) else 0


def answer(document: bytes, profile: dict) -> dict:  # the three rejections of rule 4, or what survives decoding
    try:
        value = json.loads(document.decode("utf-8-sig"), parse_int=float)  # Decision 1: a byte order mark is ignored
        json.dumps(value, allow_nan=False, ensure_ascii=False).encode("utf-8")  # refuses NaN, 1e400, lone surrogates
        if depth(value) > 512:
            raise ValueError("nesting past 512 containers")
    except (ValueError, RecursionError):
        return {"outcome": "rejected", "reason": "notJSON"}
    if not isinstance(value, dict):
        return {"outcome": "rejected", "reason": "notObject"}
    kind = next((kind for kind in ("page", "sheet") if isinstance(value.get(kind), dict)), None)  # Decision 3
    if kind is None:
        return {"outcome": "rejected", "reason": "noPage"}
    decoder = Decoder(profile["registry"])  # type -> a starter model's name, or "opaque"
    decoded = decoder.model(kind, value[kind], "/" + kind, in_data=False)
    decoder.claim_ids()
    decoder.diagnostics.sort(key=lambda found: (position(value, found["src"]), found["kind"] == "duplicateID"))
    return {"outcome": "decoded", kind: decoded, "diagnostics": decoder.diagnostics}


if __name__ == "__main__":
    sys.setrecursionlimit(20000)  # json.loads and depth() recurse per container: deep input is refused, not a crash
    for request in map(json.loads, sys.stdin):  # protocol v1: one JSON request per line in, one answer per line out
        if request["cmd"] == "stop":
            break
        if request["cmd"] == "start":
            reply = {"protocol": 1, "implementation": INFO}
        else:
            reply = {"seq": request["seq"], **answer(base64.b64decode(request["document"]), request["profile"])}
        print(json.dumps(reply), flush=True)
