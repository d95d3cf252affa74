#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Tests/Fuzz/ and runs each on a copy of its seed corpus.
#
#   Tests/Scripts/fuzz.sh SECONDS [TARGET...]
#   Tests/Scripts/fuzz.sh --build-only [TARGET...]
#
# TARGET is a harness name such as GoldenReader (default: every Tests/Fuzz/*.swift). The stages'
# files that the readers need (PushMatrixIO, Model, Document, Engine, Compare and Tables, with the
# templates SwiftPM embeds in PushMatrixTables) are compiled as one module, PushMatrixCore; the later
# targets' (Goldens, Scan, App, Bench and Commands, which the argument parser needs) as a second,
# PushMatrix, on top of it (SwiftPM links its own main, which would clash with libFuzzer's). Each
# harness is then compiled on its own against the module it names in its @testable import, and
# only the modules the chosen harnesses need are built. Prints the inputs run per target and
# exits 1 if any target crashed, leaked or hung; the reproducer is left in
# .build-fuzz/artifacts/TARGET/. --build-only builds the harnesses and runs none: it calls no
# swift build, so CI builds the harnesses beside the tests' build, and a run afterwards finds
# them built.
# Extra libFuzzer flags go in FUZZ_FLAGS, e.g. FUZZ_FLAGS=-runs=1000000 Tests/Scripts/fuzz.sh 3600.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

usage() {
  echo "usage: Tests/Scripts/fuzz.sh SECONDS [TARGET...]" >&2
  echo "       Tests/Scripts/fuzz.sh --build-only [TARGET...]" >&2
  exit 64
}
[[ $# -ge 1 && ($1 =~ ^[1-9][0-9]*$ || $1 == --build-only) ]] || usage
build_only=false
[[ $1 == --build-only ]] && build_only=true
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
# One run of the script at a time: runs share the build folder, and each keeps every processor busy.
exec 9> "$build/lock"
flock -n 9 || { echo "waiting for another Tests/Scripts/fuzz.sh to finish" >&2; flock 9; }
# A snapshot of the sources, so that files edited while swiftc runs cannot break the build.
snapshot=$build/sources
rm -rf "$snapshot"
mkdir -p "$snapshot/Fuzz" "$snapshot/PushMatrixCore" "$snapshot/PushMatrix"
# The stages up to the tables: what the golden, observation and template readers use.
core_targets=(PushMatrixIO PushMatrixModel PushMatrixDocument PushMatrixEngine PushMatrixCompare PushMatrixTables)
# Every other target but the executable, whose main would clash with libFuzzer's, and the plugin.
for target in Sources/PushMatrix?*/; do
  name=$(basename "$target")
  # The command plugin is no part of the tool: it imports SwiftPM's PackagePlugin.
  [[ $name == PushMatrixPlugin ]] && continue
  if [[ " ${core_targets[*]} " == *" $name "* ]]; then
    cp -R "${target%/}" "$snapshot/PushMatrixCore/"
  else
    cp -R "${target%/}" "$snapshot/PushMatrix/"
  fi
done
# Two modules: a target's imports of the stages in its own module would import the module into
# itself, and the later targets import the stages as PushMatrixCore.
core_pattern=$(IFS='|'; echo "${core_targets[*]}")
find "$snapshot/PushMatrixCore" -name '*.swift' \
  -exec sed -i -E '/^import PushMatrix[A-Za-z]*$/d' {} +
find "$snapshot/PushMatrix" -name '*.swift' -exec sed -i -E \
  -e "s/^import ($core_pattern)$/import PushMatrixCore/" \
  -e '/^import PushMatrix[A-Za-z]+$/{/^import PushMatrixCore$/!d}' {} +
cp Tests/Fuzz/*.swift "$snapshot/Fuzz/"
# The shipped templates and observation files are .embedInCode resources
# (Sources/PushMatrixTables/Templates/Shipped, a link to Templates/, and
# Sources/PushMatrixEngine/Evidence/Shipped, a link to Matrices/observed/), which SwiftPM compiles
# in as a Swift source: a PackageResources member per file, named after it with its dots and
# hyphens as underscores, holding its bytes. Written here as SwiftPM writes it, one struct for
# the one module, so that the fuzz build needs no swift build and can run beside one.
{
  echo "struct PackageResources {"
  for resource in Sources/PushMatrixTables/Templates/Shipped/* \
    Sources/PushMatrixEngine/Evidence/Shipped/*; do
    name=$(basename "$resource")
    name=${name//./_}
    bytes=$(od -An -v -tu1 "$resource" | tr -s ' \n' ',')
    bytes=${bytes#,}
    printf 'static let %s: [UInt8] = [%s]\n' "${name//-/_}" "${bytes%,}"
  done
  echo "}"
} > "$snapshot/PushMatrixCore/embedded_resources.swift"
# -Onone by default: both keep every Swift trap (bounds, overflow, unwrap, precondition), and
# -Onone builds both modules in about 40 s of two processors where -O took 105 s (180 s of
# processor time, beside the tests' build on CI), for 1.8 to 3.4 times fewer inputs a second
# (docs/performance.md); PUSHMATRIX_FUZZ_OPTIMIZATION=-O is worth its build for long runs.
# Whole-module on two threads builds in about half the time of the default; -g only adds
# symbols for readable stack traces, and lld links the sanitizer runtimes without gold's
# warnings.
optimization=${PUSHMATRIX_FUZZ_OPTIMIZATION:--Onone}
[[ $optimization == -O || $optimization == -Onone ]] || {
  echo "error: PUSHMATRIX_FUZZ_OPTIMIZATION is '$optimization'; expected -O or -Onone" >&2
  exit 64
}
flags=(-sanitize=fuzzer,address -parse-as-library -package-name PushMatrix "$optimization" -g
  -use-ld=lld)
module_flags=(-enable-testing -wmo -num-threads 2)

# Swift's own backtracer would catch a trap first, and its helper trips AddressSanitizer; off,
# libFuzzer reports the trap as a deadly signal with the "Swift runtime failure" frame.
export SWIFT_BACKTRACE=enable=no

# The module each harness imports; PushMatrix needs PushMatrixCore too.
needs_full=false
for target in "${targets[@]}"; do
  grep -q '^@testable import PushMatrix$' "$snapshot/Fuzz/$target.swift" && needs_full=true
done

# The sources of a module, sorted, one a line.
module_sources() { find "$snapshot/$1" -name '*.swift' | LC_ALL=C sort; }
# A digest of the flags and of every source of a module, with what it is built on.
module_digest() {
  local sources
  mapfile -t sources < <(module_sources "$1")
  cat <(echo "${flags[*]} ${module_flags[*]}") "${@:2}" "${sources[@]}" \
    <(printf '%s\n' "${sources[@]}") | sha256sum | cut -d' ' -f1
}

# Each library is rebuilt when the flags or any of its sources (or PushMatrixCore's, for
# PushMatrix) differ from the last build's, and built beside and then moved, so that a failed
# build never leaves a library to reuse. From inside its folder: with -wmo -g, swiftc leaves
# module files in its directory.
core=$build/core
full=$build/full
core_digest=$(module_digest PushMatrixCore)
full_digest=$(module_digest PushMatrix <(echo "$core_digest"))
build_core=false
build_full=false
[[ -f $core/libPushMatrixCore.a && $(cat "$core.sha256" 2> /dev/null) == "$core_digest" ]] \
  || build_core=true
if $needs_full && [[ $build_core == true || ! -f $full/libPushMatrix.a
  || $(cat "$full.sha256" 2> /dev/null) != "$full_digest" ]]; then
  build_full=true
fi
if $build_core; then
  echo "== build PushMatrixCore" >&2
  rm -rf "$core" "$core.partial"
  mkdir -p "$core.partial"
  mapfile -t sources < <(module_sources PushMatrixCore)
  core_command=(swiftc "${flags[@]}" "${module_flags[@]}" -module-name PushMatrixCore
    "${sources[@]/#/$root/}")
  if $build_full; then
    # Both modules at once, each on its own processor for most of its build (whole-module
    # optimisation runs on one thread until code generation): PushMatrixCore's interface first,
    # which PushMatrix is compiled against, then PushMatrixCore's code beside PushMatrix's.
    (cd "$core.partial" && "${core_command[@]}" -emit-module \
      -emit-module-path PushMatrixCore.swiftmodule)
    (cd "$core.partial" && "${core_command[@]}" -emit-library -static \
      -o libPushMatrixCore.a) &
    core_job=$!
  else
    (cd "$core.partial" && "${core_command[@]}" -emit-library -static -o libPushMatrixCore.a \
      -emit-module -emit-module-path PushMatrixCore.swiftmodule)
  fi
fi
if $build_full; then
  echo "== build PushMatrix" >&2
  rm -rf "$full" "$full.partial"
  mkdir -p "$full.partial"
  mapfile -t sources < <(module_sources PushMatrix)
  core_folder=$core
  $build_core && core_folder=$core.partial
  status=0
  (cd "$full.partial" && swiftc "${flags[@]}" "${module_flags[@]}" -module-name PushMatrix \
    -I "$root/$core_folder" -emit-library -static -o libPushMatrix.a -emit-module \
    -emit-module-path PushMatrix.swiftmodule "${sources[@]/#/$root/}") || status=$?
  if $build_core; then wait "$core_job" || status=$?; fi
  [[ $status -eq 0 ]] || exit "$status"
fi
if $build_core; then
  mv "$core.partial" "$core"
  echo "$core_digest" > "$core.sha256"
fi
if $build_full; then
  mv "$full.partial" "$full"
  echo "$full_digest" > "$full.sha256"
fi

for target in "${targets[@]}"; do
  binary=$build/$target
  harness=$snapshot/Fuzz/$target.swift
  libraries=(-I "$root/$core" -L "$root/$core" -lPushMatrixCore)
  library_digests=("$core.sha256")
  if grep -q '^@testable import PushMatrix$' "$harness"; then
    libraries=(-I "$root/$full" -L "$root/$full" -lPushMatrix "${libraries[@]}")
    library_digests+=("$full.sha256")
  fi
  # Rebuilt when a library it links or the harness changed.
  digest=$(cat "${library_digests[@]}" "$harness" | sha256sum | cut -d' ' -f1)
  if [[ ! -x $binary || $(cat "$binary.sha256" 2> /dev/null) != "$digest" ]]; then
    echo "== build $target" >&2
    rm -f "$binary" "$binary.partial"
    swiftc "${flags[@]}" -module-name "Fuzz$target" "${libraries[@]}" -o "$binary.partial" \
      "$harness"
    mv "$binary.partial" "$binary"
    echo "$digest" > "$binary.sha256"
  fi
done
$build_only && exit 0

# Runs a harness on a fresh copy of its corpus and leaves its exit status in TARGET.status.
fuzz() {
  local target=$1 corpus=$build/corpus/$1 artifacts=$build/artifacts/$1 dictionary=() status=0
  rm -rf "$corpus" "$build/$target.status"
  mkdir -p "$corpus" "$artifacts"
  cp Tests/Fuzz/Corpus/"$target"/* "$corpus"/
  [[ -f Tests/Fuzz/Dictionaries/$target.dict ]] && dictionary=(-dict=Tests/Fuzz/Dictionaries/"$target".dict)
  # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
  "$build/$target" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${dictionary[@]}" ${FUZZ_FLAGS:-} "$corpus" \
    > "$build/$target.log" 2>&1 || status=$?
  echo "$status" > "$build/$target.status"
}

# A harness runs on one thread, so as many run at once as there are processors; they report in
# the order they were named once all have run.
parallel=$(nproc 2> /dev/null || echo 1)
running=0
for target in "${targets[@]}"; do
  echo "== fuzz $target for ${seconds}s" >&2
  fuzz "$target" &
  running=$((running + 1))
  if ((running >= parallel)); then
    wait -n || true
    running=$((running - 1))
  fi
done
wait || true

failed=()
for target in "${targets[@]}"; do
  log=$build/$target.log
  status=$(cat "$build/$target.status" 2> /dev/null || echo "unknown")
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" 2> /dev/null)
  echo "$target: ${runs:-?} inputs run, exit status $status"
  if [[ $status != 0 ]]; then
    failed+=("$target")
    grep -E 'ERROR|SUMMARY|Swift runtime failure|Fatal error|Test unit written' "$log" >&2 || true
    echo "log: $log" >&2
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
