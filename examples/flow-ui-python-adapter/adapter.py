"""A Flow-UI decoder behind protocol v1 (docs/FLOW-UI.md, docs/PROTOCOL.md), standard library only."""
import base64, json, math, sys

INFO = {"name": "example-flow-ui-python", "version": "0.1.0", "language": "Python",
        "homepage": "https://example.invalid/your-decoder", "contracts": ["flow-ui"]}
# Each model lists its members as name[:kind][=default]: kind defaults to the name, "!" marks a required member,
# "*" a lossy array, "=<json>" the value written when the member is absent or falls back.
MODELS = {
    "text": "!text:str font color alignment:str max_lines:int is_markdown:bool",
    "color": "hex:str dark_hex:str token:str alpha:num", "font": "size:num weight:str token:str",
    "image": "!url:str aspect_ratio:num scale_mode:str corner_radius:corners placeholder_color:color shimmer:bool alt:str",
    "icon": "!symbol:str size:num color action:obj",
    "button": "!title:text style:str bg_color:color corner_radius:corners icon full_width:bool disabled:bool action:obj",
    "tag": "!text bg_color:color border_color:color corner_radius:corners icon action:obj",
    "separator": "style:str color thickness:num insets", "insets": "top:num=0 left:num=0 right:num=0 bottom:num=0",
    "corners": "top_left:num=0 top_right:num=0 bottom_left:num=0 bottom_right:num=0",
    "layout": "margin:insets padding:insets corner_radius:corners background:color gradient border width",
    "gradient": "*colors:color angle:num", "border": "width:num color dash_width:num dash_gap:num",
    "title_block": "!title:text subtitle:text", "button_row": "*buttons:button", "tag_rail": "*tags:tag",
    "image_text_card": "image !title:text subtitle:text *tags:tag trailing_icon:icon",
    "banner": "!image title:text subtitle:text", "stepper_row": "!title:text subtitle:text min:int max:int initial:int",
    "accordion": "!header:text initially_expanded:bool *items:widget",
    "page": "id:str=null nav=null header:strip=null *sections:section footer:strip=null pagination=null refresh=null",
    "sheet": "id:str=null config=null header:strip=null *sections:section footer:strip=null",
    "nav": "title:text subtitle:text bg_color:color left_button:button *right_buttons:button",
    "strip": "sticky:bool=true *widgets:widget", "section": "id:str=null layout:slayout={} header:widget=null *widgets:widget",
    "slayout": 'arrangement:arr="vertical" columns:cols=2 item_spacing:num=0 insets={}',
    "pagination": "has_more:bool=false postback:any=null", "refresh": "pull_to_refresh:bool=true",
    "config": "*detents:detent grabber:bool dismissible:bool corner_radius:num"}
def parse(member):  # "!title:text" -> ("title", ("!", "text", ""))
    flag = member[0] if member[0] in "!*" else ""
    spec, _, default = member.lstrip("!*").partition("=")
    name, _, kind = spec.partition(":")
    return name, (flag, kind or name, default)
SPEC = {model: dict(map(parse, members.split())) for model, members in MODELS.items()}
SHORT = {"text": "text", "color": "hex", "image": "url", "icon": "symbol"}  # the bare-string forms of atoms
STARTER = ["title_block", "image_text_card", "separator", "button_row", "tag_rail", "banner", "stepper_row", "accordion"]

class Fault(Exception): pass
class Ctx:  # fall: outside data a bad member falls back alone; inside, the fault travels up (CONTRACT §8 rule 2)
    def __init__(self, fall, diags, registry): self.fall, self.diags, self.registry = fall, diags, registry

def num(v): return isinstance(v, float)  # every JSON number is read as a float
def decode(kind, v, p, c):
    if kind == "widget": return widget(v, p, c)
    if kind in SPEC: return model(kind, v, p, c)
    integral = num(v) and v.is_integer() and -2**63 <= v < 2**63
    if not {"str": isinstance(v, str), "bool": isinstance(v, bool), "obj": isinstance(v, dict), "num": num(v),
            "int": integral, "cols": integral and v >= 1, "width": v in ("fill", "hug") or num(v) and 0 < v <= 1,
            "detent": isinstance(v, (str, float)), "arr": isinstance(v, str), "any": True}[kind]: raise Fault
    return ("vertical" if v not in ("vertical", "carousel", "grid") else v) if kind == "arr" else v

def model(kind, v, p, c):
    if isinstance(v, str) and kind in SHORT: return {SHORT[kind]: v}
    if kind == "corners" and num(v): return dict.fromkeys(SPEC["corners"], v)
    if not isinstance(v, dict): raise Fault
    out = {"src": p} if kind == "section" else {}
    for name, (flag, sub, default) in SPEC[kind].items():
        q, val = f"{p}/{name}", v.get(name)
        if val is None and flag == "!": raise Fault
        if val is not None:
            try:
                out[name] = lossy(sub, val, q, c) if flag == "*" else decode(sub, val, q, c)
                continue
            except Fault:
                if flag == "!" or not c.fall: raise
                c.diags.append(("droppedElement", q))
        if flag == "*": out[name] = []
        elif default: out[name] = None if default == "null" else decode(sub, json.loads(default, parse_int=float), q, c)
    return out

def lossy(kind, v, p, c):  # one bad element is dropped alone, inside data and out
    if not isinstance(v, list): raise Fault
    kept = []
    for i, e in enumerate(v):
        try: kept.append(decode(kind, e, f"{p}/{i}", c))
        except Fault: c.diags.append(("droppedElement", f"{p}/{i}"))
    return [e for e in kept if e is not None]  # a dropped widget is None, its diagnostic recorded

def widget(v, p, c):
    shapes = (("id", str), ("layout", dict), ("actions", dict), ("tracking", dict))
    if not (isinstance(v, dict) and isinstance(v.get("type"), str) and all(v.get(k) is None or isinstance(v[k], t)
            for k, t in shapes) and all(isinstance(a, (dict, type(None))) for a in (v.get("actions") or {}).values())):
        return c.diags.append(("droppedElement", p))  # a broken envelope drops the widget
    w = {"src": p, "type": v["type"], "id": v.get("id"), "content": "typed",
         "layout": model("layout", v.get("layout") or {}, p + "/layout", Ctx(True, c.diags, c.registry)),
         "actions": {k: a for k, a in (v.get("actions") or {}).items() if a is not None}, "tracking": v.get("tracking")}
    kind, data = c.registry.get(v["type"]), {} if v.get("data") is None else v["data"]
    if kind is None: w["content"] = "unknown"; c.diags.append(("unknownType", p, "widgetType", v["type"]))
    elif kind == "opaque": w["data"] = data
    else:
        inner = Ctx(False, [], c.registry)  # what goes wrong inside a malformed payload is not reported
        try: w["data"] = decode(kind, data, p + "/data", inner); c.diags += inner.diags
        except Fault: w["content"] = "malformed"; c.diags.append(("malformedPayload", p, "widgetType", v["type"]))
    return w

def identity(doc, c):  # CONTRACT §8 rule 3: traversal order; a repeat becomes X#k, k the smallest unclaimed
    seen = set()
    def claim(w):
        base, k = w["id"], 2
        while w["id"] is not None and w["id"] in seen: w["id"], k = f"{base}#{k}", k + 1
        if w["id"] != base: c.diags.append(("duplicateID", w["src"], "renamedTo", w["id"]))
        seen.add(w["id"])
        if c.registry.get(w["type"]) == "accordion" and w["content"] == "typed": [claim(i) for i in w["data"]["items"]]
    sections = [[s["header"]] * bool(s["header"]) + s["widgets"] for s in doc["sections"]]
    [claim(w) for ws in [(doc["header"] or {}).get("widgets", []), *sections, (doc["footer"] or {}).get("widgets", [])]
     for w in ws]

def position(value, pointer):  # document order: each step's index among the members as written
    key = []
    for token in pointer.split("/")[1:]:
        key.append(list(value).index(token) if isinstance(value, dict) else int(token))
        value = value[token] if isinstance(value, dict) else value[int(token)]
    return key

def first(pairs):  # a repeated member name: the first wins (docs/FLOW-UI.md Decision 2)
    members = {}
    for name, value in pairs: members.setdefault(name, value)
    return members

def depth(v):  # nesting, the top-level value counting as 1
    return 1 + max(map(depth, v.values() if isinstance(v, dict) else v), default=0) if isinstance(v, (dict, list)) else 0
def finite(lexeme):
    if not math.isfinite(float(lexeme)): raise ValueError(lexeme)
    return float(lexeme)

def answer(document, profile):
    try:
        value = json.loads(document.removeprefix(b"\xef\xbb\xbf").decode("utf-8"), parse_int=finite,
                           parse_float=finite, parse_constant=finite, object_pairs_hook=first)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # a lone surrogate cannot be encoded
        if depth(value) > 512: raise ValueError("nesting")
    except (ValueError, RecursionError):
        return {"outcome": "rejected", "reason": "notJSON"}
    kind = next((k for k in ("page", "sheet") if isinstance(value, dict) and isinstance(value.get(k), dict)), None)
    if kind is None: return {"outcome": "rejected", "reason": "noPage" if isinstance(value, dict) else "notObject"}
    c = Ctx(True, [], profile.get("registry", dict(zip(STARTER, STARTER))))
    doc = model(kind, value[kind], "/" + kind, c)
    identity(doc, c)
    c.diags.sort(key=lambda d: (position(value, d[1]), d[0] == "duplicateID"))
    return {"outcome": "decoded", kind: doc,
            "diagnostics": [{"kind": d[0], "src": d[1], **({d[2]: d[3]} if d[2:] else {})} for d in c.diags]}

sys.setrecursionlimit(20000)
for request in map(json.loads, sys.stdin):  # protocol v1: one JSON request per line in, one answer out
    if request["cmd"] == "stop": break
    reply = {"protocol": 1, "implementation": INFO} if request["cmd"] == "start" else {
        "seq": request["seq"], **answer(base64.b64decode(request["document"]), request.get("profile", {}))}
    print(json.dumps(reply), flush=True)
