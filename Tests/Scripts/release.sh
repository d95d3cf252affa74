#!/usr/bin/env bash
# Builds the release archive of pushmatrix for this machine: one self-contained executable (the
# Swift runtime linked in statically on Linux; a universal binary on macOS, whose runtime is the
# system's), with README.md and CHANGELOG.md, as
# pushmatrix-VERSION-OS-ARCH.tar.gz and its SHA-256 checksum file beside it.
#
# The version is CHANGELOG.md's latest release; the tool must print the same one. Before it
# writes anything the script unpacks the archive in an empty folder and runs the tool from there
# against a fixture app, so an archive that needs its build folder (or a runtime library that
# only the build machine has) fails here, not on a user's machine.
#
# .github/workflows/release.yml runs this on Linux and macOS for a tag vX.Y.Z; .ci/run runs it on
# every change. Usage: Tests/Scripts/release.sh [--out DIR] (default .build-release/dist)
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build-release/dist
while (($# > 0)); do
  case $1 in
    --out) out=${2:?--out needs a folder}; shift 2 ;;
    *) echo "usage: Tests/Scripts/release.sh [--out DIR]" >&2; exit 64 ;;
  esac
done

# Absolute, since the check below runs the tool from another folder.
mkdir -p "$out"
out=$(cd "$out" && pwd)

version=$(sed -n 's/^## \([0-9][0-9.]*\) .*/\1/p' CHANGELOG.md | head -n 1)
[ -n "$version" ] || { echo "error: CHANGELOG.md has no release heading '## X.Y.Z — DATE'" >&2; exit 1; }

case $(uname -s) in
  Linux)
    os=linux arch=$(uname -m)
    build=(swift build -c release --product pushmatrix --scratch-path .build-release --static-swift-stdlib)
    ;;
  Darwin)
    os=macos arch=universal
    build=(swift build -c release --product pushmatrix --scratch-path .build-release --arch arm64 --arch x86_64)
    ;;
  *) echo "error: no release build for $(uname -s)" >&2; exit 1 ;;
esac
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/pushmatrix"

name="pushmatrix-$version-$os-$arch"
# Staged beside the output, so that the archive and its checksum are moved into place whole.
stage=$(mktemp -d "$out/.stage.XXXXXX")
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
cp "$binary" README.md CHANGELOG.md "$stage/$name/"
# GNU tar (Linux): owner, group and times fixed, entries sorted, so that the same inputs give the
# same archive bytes; bsdtar (macOS) lacks these options.
if tar --version 2>/dev/null | grep -q GNU; then
  tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' \
    -cf - "$name" | gzip -n > "$stage/$name.tar.gz"
else
  tar -C "$stage" -cf - "$name" | gzip -n > "$stage/$name.tar.gz"
fi

# The archive alone, in an empty folder with no Swift on the PATH, must run.
trial="$stage/trial"
mkdir "$trial"
tar -C "$trial" -xzf "$stage/$name.tar.gz"
tool="$trial/$name/pushmatrix"
if [ "$os" = linux ]; then
  if ldd "$tool" | grep -q 'libswift\|libFoundation\|libdispatch'; then
    echo "error: $name still links the Swift runtime dynamically:" >&2
    ldd "$tool" >&2
    exit 1
  fi
fi
printed=$(cd "$trial" && env -i PATH=/usr/bin:/bin "$tool" --version | head -n 1)
if [ "$printed" != "pushmatrix $version" ]; then
  echo "error: the archive's tool says '$printed'; CHANGELOG.md's latest release is $version" >&2
  exit 1
fi
fixture="$PWD/Tests/Fixtures/Apps/SceneLate"
(cd "$trial" && env -i PATH=/usr/bin:/bin "$tool" app "$fixture" --format json > app.json)
grep -q '"delegateTiming" *: *"late"' "$trial/app.json" || {
  echo "error: the archive's tool did not profile $fixture as the tests do" >&2; exit 1; }

if command -v sha256sum > /dev/null; then
  (cd "$stage" && sha256sum "$name.tar.gz") > "$stage/$name.tar.gz.sha256"
else
  (cd "$stage" && shasum -a 256 "$name.tar.gz") > "$stage/$name.tar.gz.sha256"
fi
# Renamed into place, archive first: a checksum file never names a missing archive.
mv "$stage/$name.tar.gz" "$out/$name.tar.gz"
mv "$stage/$name.tar.gz.sha256" "$out/$name.tar.gz.sha256"
echo "$out/$name.tar.gz ($(wc -c < "$out/$name.tar.gz" | tr -d ' ') bytes): $printed, runs alone"
cat "$out/$name.tar.gz.sha256"
