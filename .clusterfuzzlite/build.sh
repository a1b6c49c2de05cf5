#!/bin/bash -eu
# ClusterFuzzLite build (docs/FUZZING.md "Fuzzing past one machine"): three libFuzzer targets in
# $OUT, each with a seed corpus from both corpora, a JSON dictionary and an options file.
#
#   murti-decoder        fuzz/decoder/Harness.swift with Sources/MurtiValidator/Decoding: layer 1
#                        never crashes, traps or hangs, and its tape is consistent
#   flowui-decoder       fuzz/flowui/Harness.swift against Sources/FlowUIReference: an answer for
#                        any bytes, the same one twice, every diagnostic's src in the input
#   layer1-differential  fuzz/differential/Harness.swift: the reference's decoder against the
#                        judge's StrictJSONParser and Foundation's JSONSerialization
#
# In the OSS-Fuzz Swift builder image the environment is set by it ($SRC, $OUT, $WORK,
# $SANITIZER); elsewhere set them yourself (Tests/ConformanceRunnerTests/ClusterFuzzLiteTests runs
# it without Docker). MURTI_SOURCE names the checkout (default: $SRC/murti-conformance, else the
# folder above this script). Sanitizers: address (default), thread, coverage, none.
# MURTI_FUZZ_OPTIMIZATION: -O (default, as ClusterFuzzLite fuzzes) or -Onone (a quicker build for
# a smoke test: the same targets, slower to run).
set -o pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="${MURTI_SOURCE:-}"
if [ -z "$repo" ]; then
  if [ -n "${SRC:-}" ] && [ -d "$SRC/murti-conformance/Sources" ]; then repo="$SRC/murti-conformance"; else repo="$(cd "$here/.." && pwd)"; fi
fi
: "${OUT:?set OUT to the folder the fuzzers are written to}"
work="${WORK:-${TMPDIR:-/tmp}}/murti-fuzz-build"
sanitizer="${SANITIZER:-address}"
case "$sanitizer" in
  address) instrument=(-sanitize=fuzzer,address) ;;
  thread) instrument=(-sanitize=fuzzer,thread) ;;
  coverage) instrument=(-sanitize=fuzzer -profile-generate -profile-coverage-mapping) ;;
  none) instrument=(-sanitize=fuzzer) ;;
  *) echo "build.sh: sanitizer $sanitizer is not one Swift builds with (address, thread, coverage, none)" >&2; exit 2 ;;
esac
# OSS-Fuzz's Swift image ships a symbolizer for Swift frames; copy it as precompile_swift would.
if [ -x /usr/local/bin/llvm-symbolizer-swift ]; then cp /usr/local/bin/llvm-symbolizer-swift "$OUT/llvm-symbolizer"; fi

rm -rf "$work"
mkdir -p "$work/modules" "$OUT"
optimization="${MURTI_FUZZ_OPTIMIZATION:--O}"
case "$optimization" in -O|-Onone|-Osize) ;; *) echo "build.sh: MURTI_FUZZ_OPTIMIZATION must be -O, -Osize or -Onone" >&2; exit 2 ;; esac
common=("$optimization" -swift-version 6 -parse-as-library -package-name murti "${instrument[@]}")
linker=()
command -v ld.lld >/dev/null 2>&1 && linker=(-use-ld=lld)  # gold warns about every ASan symbol

# A library module of the package, compiled whole into one object with its interface for the next.
module() {
  local name="$1"; shift
  swiftc "${common[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$work/modules/$name.swiftmodule" \
    -I "$work/modules" -c "$@" -o "$work/$name.o"
}
# A fuzz target: its harness (and any sources compiled into its own module) linked with `objects`.
target() {
  local name="$1" module_name="$2"; shift 2
  local sources=() objects=()
  for file in "$@"; do case "$file" in *.o) objects+=("$file") ;; *) sources+=("$file") ;; esac; done
  swiftc "${common[@]}" "${linker[@]}" -module-name "$module_name" -I "$work/modules" "${sources[@]}" "${objects[@]}" \
    -o "$OUT/$name"
}
sources() { find "$repo/Sources/$1" -name '*.swift' | sort; }

start=$(date +%s)
mapfile -t json < <(sources JSONKit)
mapfile -t flowui < <(sources FlowUIReference)
mapfile -t protocol < <(sources MurtiProtocol)
mapfile -t decoding < <(find "$repo/Sources/MurtiValidator/Decoding" -name '*.swift' | sort)
module JSONKit "${json[@]}"
module FlowUIReference "${flowui[@]}"
module MurtiProtocol "${protocol[@]}"
target murti-decoder MurtiDecoderFuzz "${decoding[@]}" "$repo/fuzz/decoder/Harness.swift"
target flowui-decoder FlowUIDecoderFuzz "$repo/fuzz/flowui/Harness.swift" \
  "$work/FlowUIReference.o" "$work/JSONKit.o"
target layer1-differential Layer1DifferentialFuzz "${decoding[@]}" "$repo/fuzz/differential/Harness.swift" \
  "$work/MurtiProtocol.o" "$work/JSONKit.o"

# Seeds: every fixture of both corpora, by its exact bytes; a dictionary and options per target.
python3 - "$repo" "$OUT" <<'PY'
import pathlib, sys, zipfile
repo, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
murti = sorted(p for p in (repo / "corpus").rglob("*.json") if p.is_file())
flow = sorted(p for p in (repo / "corpus-flow-ui").rglob("*.json") if p.is_file())
seeds = {"murti-decoder": murti + flow, "flowui-decoder": flow + murti, "layer1-differential": murti + flow}
for name, files in seeds.items():
    with zipfile.ZipFile(out / f"{name}_seed_corpus.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        for path in files:
            archive.writestr(str(path.relative_to(repo)).replace("/", "__"), path.read_bytes())
PY
cp "$repo/fuzz/decoder/json.dict" "$OUT/murti-decoder.dict"
cp "$repo/fuzz/decoder/json.dict" "$OUT/layer1-differential.dict"
cat "$repo/fuzz/decoder/json.dict" "$repo/fuzz/flowui/flowui.dict" > "$OUT/flowui-decoder.dict"
for name in murti-decoder flowui-decoder layer1-differential; do
  printf '[libfuzzer]\ndict = %s.dict\nmax_len = 65536\ntimeout = 10\n' "$name" > "$OUT/$name.options"
done
echo "build.sh: murti-decoder, flowui-decoder, layer1-differential in $OUT ($sanitizer, $optimization, $(( $(date +%s) - start )) s)" >&2
