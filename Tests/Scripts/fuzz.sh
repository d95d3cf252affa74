#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Tests/Fuzz/ and runs each on a copy of its seed corpus.
#
#   Tests/Scripts/fuzz.sh SECONDS [TARGET...]
#
# TARGET is a harness name such as GoldenReader (default: every Tests/Fuzz/*.swift). Every file of
# the stages', benchmark and commands targets, and the templates SwiftPM embeds in
# PushMatrixTables, are compiled once as one module, PushMatrix (SwiftPM links its own main, which
# would clash with libFuzzer's); each harness is then compiled on its own against it, with
# @testable import PushMatrix. Prints the inputs run per target and exits 1 if any target crashed,
# leaked or hung; the reproducer is left in .build-fuzz/artifacts/TARGET/.
# Extra libFuzzer flags go in FUZZ_FLAGS, e.g. FUZZ_FLAGS=-runs=1000000 Tests/Scripts/fuzz.sh 3600.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

usage() { echo "usage: Tests/Scripts/fuzz.sh SECONDS [TARGET...]" >&2; exit 64; }
[[ $# -ge 1 && $1 =~ ^[1-9][0-9]*$ ]] || usage
seconds=$1
shift
if [[ $# -gt 0 ]]; then
  targets=("$@")
else
  targets=()
  for harness in Tests/Fuzz/*.swift; do targets+=("$(basename "$harness" .swift)"); done
fi
for target in "${targets[@]}"; do
  [[ -f Tests/Fuzz/$target.swift ]] || { echo "error: no harness Tests/Fuzz/$target.swift" >&2; usage; }
done

build=.build-fuzz
mkdir -p "$build"
# One run at a time: runs share the build folder, and two fuzzers would halve each other's speed.
exec 9> "$build/lock"
flock -n 9 || { echo "waiting for another Tests/Scripts/fuzz.sh to finish" >&2; flock 9; }
# A snapshot of the sources, so that files edited while swiftc runs cannot break the build.
snapshot=$build/sources
rm -rf "$snapshot"
mkdir -p "$snapshot/Fuzz" "$snapshot/PushMatrix"
# Every target but the executable, whose main would clash with libFuzzer's, and the plugin.
for target in Sources/PushMatrix?*/; do
  # The command plugin is no part of the tool: it imports SwiftPM's PackagePlugin.
  [[ $target == Sources/PushMatrixPlugin/ ]] && continue
  cp -R "${target%/}" "$snapshot/PushMatrix/"
done
# One module: the targets' imports of each other would import the module into itself.
find "$snapshot/PushMatrix" -name '*.swift' -exec sed -i -E '/^import PushMatrix[A-Za-z]*$/d' {} +
cp Tests/Fuzz/*.swift "$snapshot/Fuzz/"
# The shipped templates are .embedInCode resources: SwiftPM writes them as a Swift source
# (PackageResources) when it builds the library, so take that very file. SWIFT_BUILD_FLAGS picks
# the build configuration (CI passes the tests' own, so that nothing is compiled again).
read -r -a swift_build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
swift build "${swift_build_flags[@]}" --target PushMatrixTables >&2
resources=$(swift build "${swift_build_flags[@]}" --show-bin-path)/PushMatrixTables.build/DerivedSources/embedded_resources.swift
[[ -f $resources ]] || { echo "error: SwiftPM wrote no $resources" >&2; exit 1; }
cp "$resources" "$snapshot/PushMatrix/"
mapfile -t sources < <(find "$snapshot/PushMatrix" -name '*.swift' | LC_ALL=C sort)
# -O keeps every Swift trap (bounds, overflow, unwrap, precondition) and runs about five times
# more inputs per second than -Onone. Whole-module on two threads builds in about half the time
# of the default and runs faster still; -g only adds symbols for readable stack traces, and lld
# links the sanitizer runtimes without gold's warnings.
flags=(-sanitize=fuzzer,address -parse-as-library -package-name PushMatrix -O -g -use-ld=lld)

# Swift's own backtracer would catch a trap first, and its helper trips AddressSanitizer; off,
# libFuzzer reports the trap as a deadly signal with the "Swift runtime failure" frame.
export SWIFT_BACKTRACE=enable=no

# The library, rebuilt when the flags or any source differ from the last build's. Built beside
# and then moved, so that a failed build never leaves a library to reuse.
library=$build/library
digest=$(cat <(echo "${flags[*]}") "${sources[@]}" <(printf '%s\n' "${sources[@]}") \
  | sha256sum | cut -d' ' -f1)
if [[ ! -f $library/libPushMatrix.a || $(cat "$library.sha256" 2> /dev/null) != "$digest" ]]; then
  echo "== build the library" >&2
  rm -rf "$library" "$library.partial"
  mkdir -p "$library.partial"
  # From inside its folder: with -wmo -g, swiftc leaves module files in its directory.
  (cd "$library.partial" && swiftc "${flags[@]}" -module-name PushMatrix -enable-testing -wmo \
    -num-threads 2 -emit-library -static -o libPushMatrix.a -emit-module \
    -emit-module-path PushMatrix.swiftmodule "${sources[@]/#/$root/}")
  mv "$library.partial" "$library"
  echo "$digest" > "$library.sha256"
fi

failed=()
for target in "${targets[@]}"; do
  binary=$build/$target
  harness=$snapshot/Fuzz/$target.swift
  # Rebuilt when the library or the harness changed.
  digest=$(cat "$library.sha256" "$harness" | sha256sum | cut -d' ' -f1)
  if [[ ! -x $binary || $(cat "$binary.sha256" 2> /dev/null) != "$digest" ]]; then
    echo "== build $target" >&2
    rm -f "$binary" "$binary.partial"
    (cd "$library" && swiftc "${flags[@]}" -module-name "Fuzz$target" -I . -L . -lPushMatrix \
      -o "$root/$binary.partial" "$root/$harness")
    mv "$binary.partial" "$binary"
    echo "$digest" > "$binary.sha256"
  fi
  corpus=$build/corpus/$target
  artifacts=$build/artifacts/$target
  rm -rf "$corpus"
  mkdir -p "$corpus" "$artifacts"
  cp Tests/Fuzz/Corpus/"$target"/* "$corpus"/
  dictionary=()
  [[ -f Tests/Fuzz/Dictionaries/$target.dict ]] && dictionary=(-dict=Tests/Fuzz/Dictionaries/"$target".dict)
  echo "== fuzz $target for ${seconds}s" >&2
  log=$build/$target.log
  status=0
  # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
  "$binary" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${dictionary[@]}" ${FUZZ_FLAGS:-} "$corpus" \
    > "$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  echo "$target: ${runs:-?} inputs run, exit status $status"
  if [[ $status -ne 0 ]]; then
    failed+=("$target")
    grep -E 'ERROR|SUMMARY|Swift runtime failure|Fatal error|Test unit written' "$log" >&2 || true
    echo "log: $log" >&2
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
