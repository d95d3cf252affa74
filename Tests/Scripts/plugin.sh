#!/usr/bin/env bash
# Runs the command plugin as an app team does, from the package in Tests/Fixtures/PluginConsumer/
# that depends on this checkout by path, and checks what it prints and how it exits.
#
#   Tests/Scripts/plugin.sh
#
# The plugin's output is compared with the tool's own, run directly on the same folder: PUSHMATRIX
# names that tool (default: the one `swift build $SWIFT_BUILD_FLAGS` built). SwiftPM builds
# PushMatrix once more for the plugin, in the consumer's own .build/ (debug, as an app team's
# `swift package pushmatrix` does); later runs reuse it. Exits 1 on the first check that fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
consumer=$PWD/Tests/Fixtures/PluginConsumer

read -r -a swift_build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
tool=${PUSHMATRIX:-$(swift build "${swift_build_flags[@]}" --show-bin-path)/pushmatrix}
[[ -x $tool ]] || { echo "error: no tool at $tool; build first" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

# Runs `swift package pushmatrix ARGS...` in the consumer; sets status, out and err.
plugin() {
  status=0
  swift package --package-path "$consumer" pushmatrix "$@" > "$work/out" 2> "$work/err" || status=$?
  out=$(cat "$work/out")
  err=$(cat "$work/err")
}

# The first run builds the tool for the plugin: timed, as it is most of what this step costs.
started=$(date +%s)
plugin app --strict
echo "swift package pushmatrix app --strict: exit $status after $(($(date +%s) - started)) s"
# The app has no willPresent: one warning, which --strict turns into a failure.
[[ $status -eq 1 ]] || fail "app --strict exited $status, expected 1; stderr: $err"
# SwiftPM prints a plugin's standard error on its standard output: the error must reach standard
# error all the same, and the report stay alone on standard output.
grep -qx 'error: 1 warning (--strict)' "$work/err" || fail "app --strict did not name its warning: $err"
expected=$("$tool" app "$consumer") || true
[[ -n $expected ]] || fail "the tool printed nothing for $consumer"
[[ $out == "$expected" ]] || {
  diff <(echo "$expected") <(echo "$out") >&2 || true
  fail "the plugin's report is not the tool's report of the package folder"
}
grep -q '^  warning: \[foreground-unseen\]' "$work/out" || fail "no foreground-unseen warning: $out"
# The heading is wrapped to 80 columns: a long path stands whole, indented, on the next line.
[[ "$(head -2 "$work/out" | tr '\n' ' ' | tr -s ' ')" == *"notifications of $consumer "* ]] \
  || fail "the report is not of the package folder: $(head -2 "$work/out")"

plugin app
[[ $status -eq 0 ]] || fail "app without --strict exited $status, expected 0; stderr: $err"
[[ $out == "$expected" ]] || fail "app without --strict printed another report"

plugin scan --format json
[[ $status -eq 0 ]] || fail "scan --format json exited $status; stderr: $err"
[[ $out == "$("$tool" scan --format json "$consumer")" ]] || fail "the plugin's scan differs: $out"
grep -q '"callbacks" : "fetchReceive+didReceiveResponse"\|"callbacks": "fetchReceive+didReceiveResponse"' \
  "$work/out" || fail "scan did not read the app's callbacks: $out"

# The README's transcript of the plugin is what it prints.
plugin scan
transcript=$(sed -n '/^\$ swift package pushmatrix scan 2> \/dev\/null$/,/^\$ /p' README.md | sed '1d;$d')
[[ -n $transcript && $transcript == "$out" ]] || {
  diff <(echo "$transcript") <(echo "$out") >&2 || true
  fail "README's transcript of swift package pushmatrix scan is not what it prints"
}
sed -n '/^\$ swift package pushmatrix app --strict > \/dev\/null$/,/^```$/p' README.md \
  | grep -qx 'error: 1 warning (--strict)' || fail "README's transcript of app --strict lacks its error"

# A PATH given is read from the package folder, and then no folder is added.
plugin app Sources --format markdown
[[ $status -eq 0 ]] || fail "app Sources exited $status; stderr: $err"
[[ $out == "$(cd "$consumer" && "$tool" app Sources --format markdown)" ]] \
  || fail "app Sources is not the tool's page of the package's Sources folder"

# The tool's usage error reaches the user, and fails the command.
plugin app --format pdf
[[ $status -ne 0 ]] || fail "app --format pdf succeeded"
grep -q '^error: invalid value "pdf" for option --format' "$work/err" \
  || fail "the tool's error is not on standard error: $err"
! grep -q 'pdf' "$work/out" || fail "the tool's error went to standard output: $out"

echo "plugin: 6 runs as expected"
