#!/usr/bin/env bash
# Builds the release bundle: a conformance-runner that needs no Swift toolchain (the Swift
# standard library and Foundation linked in with --static-swift-stdlib), with the corpus,
# murti.schema.json, the pinned engines' adapters, the fuzz driver, the example adapter, the
# docs and a README, as one versioned tarball.
#
# Usage: tools/release/bundle.sh [--out DIR] [--scratch-path DIR]
#   --out DIR            where the tarball goes (default: .build/release-bundle)
#   --scratch-path DIR   SwiftPM's build folder (default: .build/bundle, the bundle's own;
#                        tools/release/bundle-build-time.sh builds in an empty one)
# Prints the tarball's path on stdout, the last line; what it does goes to stderr. Beside the
# tarball: NAME.tar.gz.sha256 (sha256sum format), for downloads to verify.
# Exit 1 if the binary still links a Swift library dynamically.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
out=.build/release-bundle
# A SwiftPM folder of its own (docs/DECISIONS.md 216): --static-swift-stdlib compiles every module
# against the toolchain's static resource folder, so this build shares no object with a plain
# `swift build -c release`; in .build it and a developer's release build would rebuild each other
# in full. SwiftPM locks one folder at a time, so .ci/run builds it beside the debug build.
scratch=(--scratch-path .build/bundle)
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=${2:?--out needs a folder}; shift 2 ;;
    --out=*) out=${1#--out=}; shift ;;
    --scratch-path) scratch=(--scratch-path "${2:?--scratch-path needs a folder}"); shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bundle: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
say() { echo "bundle: $*" >&2; }

build_flags=(-c release --static-swift-stdlib ${scratch[@]+"${scratch[@]}"})
say "swift build ${build_flags[*]} --product conformance-runner"
started=$SECONDS
swift build "${build_flags[@]}" --product conformance-runner >&2
say "built in $((SECONDS - started)) s"
binary="$(swift build "${build_flags[@]}" --show-bin-path)/conformance-runner"

# The point of the bundle: nothing of the toolchain is loaded at run time. libcrypto, the C++
# runtime and glibc stay dynamic (the README names their packages).
linked=$(ldd "$binary")
if grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest|/opt/swift|swift/linux' <<<"$linked" >&2; then
  say "error: $binary still links the Swift libraries above dynamically; build with --static-swift-stdlib"
  exit 1
fi
if readelf -d "$binary" | grep -E 'R(UN)?PATH' | grep -v '\[\$ORIGIN\]' >&2; then
  say "error: $binary has a library search path into the build machine (above)"
  exit 1
fi

stage=$(mktemp -d "${TMPDIR:-/tmp}/murti-bundle.XXXXXX")
trap 'rm -rf "$stage"' EXIT
root="$stage/root"
mkdir -p "$root/bin"
# Only what git tracks: no caches, no local findings, no half-written fixtures.
git ls-files -z -- corpus corpus-flow-ui murti.schema.json adapters fuzz examples docs \
  ':(exclude)adapters/tests' ':(exclude)fuzz/tests' ':(exclude)fuzz/decoder' \
  | xargs -0 cp --parents -t "$root"
if [ -n "$(git status --porcelain -- corpus corpus-flow-ui murti.schema.json adapters fuzz examples docs)" ]; then
  say "warning: uncommitted changes in the bundled folders are included"
fi
# Symbols are for the build machine's debugger; stripped, the binary is 60 MB instead of 78.
strip -o "$root/bin/conformance-runner" "$binary"

# The versions come from the bundled binary and corpus themselves, so the name cannot drift
# from what `--version` and a run report say.
version_text=$(cd "$stage" && "$root/bin/conformance-runner" --version)
runner_version=$(sed -n 's/^conformance-runner \([^ ]*\) .*/\1/p' <<<"$version_text")
corpus_version=$(sed -n 's/^corpus \([^ ]*\) sha256 \([0-9a-f]\{64\}\) .*/\1/p' <<<"$version_text")
corpus_sha256=$(sed -n 's/^corpus \([^ ]*\) sha256 \([0-9a-f]\{64\}\) .*/\2/p' <<<"$version_text")
if [ -z "$runner_version" ] || [ -z "$corpus_version" ] || [ -z "$corpus_sha256" ]; then
  say "error: unexpected --version output from the bundled binary:"
  echo "$version_text" >&2
  exit 1
fi
name="murti-conformance-$runner_version-corpus-$corpus_version-linux-$(uname -m)"

# The oldest system the binary starts on: the highest symbol versions it asks for.
min_version() { objdump -T "$binary" | grep -o "$1[0-9.]*" | sort -uV | tail -1 | sed "s/^$1//"; }
sed -e "s/@NAME@/$name/g" -e "s/@RUNNER_VERSION@/$runner_version/g" \
    -e "s/@CORPUS_VERSION@/$corpus_version/g" -e "s/@CORPUS_SHA256@/$corpus_sha256/g" \
    -e "s/@GLIBC@/$(min_version GLIBC_)/g" -e "s/@GLIBCXX@/$(min_version GLIBCXX_)/g" \
    -e "s/@OPENSSL@/$(min_version OPENSSL_)/g" \
    tools/release/README.bundle.md >"$root/README.md"
mv "$root" "$stage/$name"

mkdir -p "$out"
tarball="$(cd "$out" && pwd)/$name.tar.gz"
# Stable metadata (sorted names, root-owned, the commit's time) so two builds of one commit
# differ only where the compiler's output does. gzip's default level, not -9: on this bundle -9
# took 9.9 s of CPU against -6's 3.4 s for a tarball 0.5 % smaller, and the tarball is packed
# twice in every .ci/run (docs/DECISIONS.md D242).
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" \
  | gzip -n -6 >"$tarball.partial"
mv "$tarball.partial" "$tarball"
(cd "$(dirname "$tarball")" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
say "$(du -h "$tarball" | cut -f1) $tarball"
say "$(head -1 <<<"$version_text"); corpus $corpus_version sha256 $corpus_sha256"
cd "$repo"
echo "$tarball"
