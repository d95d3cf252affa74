#!/usr/bin/env bash
# Runs the pushmatrix-app action's script (.github/actions/pushmatrix-app/pushmatrix-app.sh) as
# the action's Report step does, on a fixture app in a temporary repository, against a local
# stand-in for GitHub's REST API (Tests/Scripts/github-api.py) that records every request.
#
#   Tests/Scripts/action.sh
#
# PUSHMATRIX names the tool (default: the one `swift build $SWIFT_BUILD_FLAGS` built). Exits 1 on
# the first check that fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
script=$root/.github/actions/pushmatrix-app/pushmatrix-app.sh

read -r -a swift_build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
tool=${PUSHMATRIX:-$(swift build "${swift_build_flags[@]}" --show-bin-path)/pushmatrix}
[[ -x $tool ]] || { echo "error: no tool at $tool; build first" >&2; exit 1; }

work=$(mktemp -d)
server=""
cleanup() {
  [[ -n $server ]] && kill "$server" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

python3 Tests/Scripts/github-api.py "$work/port" "$work/requests.jsonl" &
server=$!
for _ in $(seq 100); do [[ -f $work/port ]] && break; sleep 0.1; done
[[ -f $work/port ]] || fail "the stand-in API did not start"

# The calling repository: the scene-based fixture, which has two warnings, in ios/.
workspace=$work/workspace
mkdir -p "$workspace"
cp -R Tests/Fixtures/Apps/SceneLate "$workspace/ios"
echo '{"pull_request": {"number": 7}}' > "$work/event.json"
# A home of its own, so that no run can change the user's git configuration.
mkdir -p "$work/runner" "$work/home"
expected=$(cd "$workspace" && "$tool" app ios --format markdown) || true
[[ -n $expected ]] || fail "the tool printed no page for the fixture"

# Runs the script's report step with the pull request's environment and the given overrides;
# sets status, and out to what it printed.
action() {
  status=0
  requests_seen=0
  if [[ -f $work/requests.jsonl ]]; then requests_seen=$(wc -l < "$work/requests.jsonl"); fi
  out=$(env -i PATH="$PATH" HOME="$work/home" PUSHMATRIX="$tool" \
    GITHUB_WORKSPACE="$workspace" GITHUB_EVENT_NAME=pull_request \
    GITHUB_EVENT_PATH="$work/event.json" GITHUB_REPOSITORY=team/larder \
    GITHUB_API_URL="http://127.0.0.1:$(cat "$work/port")" GITHUB_TOKEN=secret-token \
    GITHUB_STEP_SUMMARY="$work/summary.md" GITHUB_OUTPUT="$work/output" RUNNER_TEMP="$work/runner" \
    INPUT_PATH=ios INPUT_STRICT=false INPUT_COMPARE=false "$@" \
    "$script" report 2>&1) || status=$?
}

# The requests the last run made, one line each: METHOD PATH (the query left out).
new_requests() {
  [[ -f $work/requests.jsonl ]] || return 0
  python3 -c '
import json, sys
for line in open(sys.argv[1]).read().splitlines()[int(sys.argv[2]):]:
    request = json.loads(line)
    print(request["method"], request["path"])' "$work/requests.jsonl" "$requests_seen"
}

# The body and authorization of the last request.
last_body() { tail -1 "$work/requests.jsonl" | python3 -c 'import json, sys; sys.stdout.write(json.load(sys.stdin)["body"]["body"])'; }
last_authorization() { tail -1 "$work/requests.jsonl" | python3 -c 'import json, sys; print(json.load(sys.stdin)["authorization"])'; }
marker='<!-- pushmatrix-app: ios -->'
summaries() { grep -c '^# ' "$work/summary.md" || true; }

# 1. The first run lists the comments, finds none of its own and posts one.
action
[[ $status -eq 0 ]] || fail "first run exited $status: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/7/comments\nPOST /repos/team/larder/issues/7/comments' ]] \
  || fail "first run made other requests: $(sed -n "1,\$p" "$work/requests.jsonl")"
[[ $(last_authorization) == "Bearer secret-token" ]] || fail "the token was not sent"
[[ $(last_body) == "$marker"$'\n'"$expected" ]] || fail "the comment is not the marker and the page"
[[ $(cat "$work/summary.md") == "$expected" ]] || fail "the job summary is not the page"
grep -q "^report=$work/runner/" "$work/output" || fail "no report output: $(cat "$work/output")"

# 2. The second run edits that comment, and posts nothing.
action
[[ $status -eq 0 ]] || fail "second run exited $status: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/7/comments\nPATCH /repos/team/larder/issues/comments/1001' ]] \
  || fail "second run did not edit comment 1001: $out"
[[ $(last_body) == "$marker"$'\n'"$expected" ]] || fail "the edited comment is not the page"

# 3. With strict, the fixture's warnings fail the run, after the summary and the comment.
action INPUT_STRICT=true
[[ $status -eq 1 ]] || fail "strict run exited $status, expected 1: $out"
grep -q '^::error::error: 2 warnings (--strict)$' <<< "$out" || fail "strict run did not say why: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/7/comments\nPATCH /repos/team/larder/issues/comments/1001' ]] \
  || fail "strict run did not edit the comment"
[[ $(summaries) -eq 3 ]] || fail "strict run wrote no job summary"

# 4. A token that cannot write (a fork's) is a warning, not a failure.
action GITHUB_TOKEN=read-only
[[ $status -eq 0 ]] || fail "read-only run exited $status: $out"
grep -q '^::warning::cannot edit comment 1001 (HTTP 403)$' <<< "$out" || fail "no warning: $out"

# 5. Outside a pull request: the summary only, no request.
action GITHUB_EVENT_NAME=push
[[ $status -eq 0 ]] || fail "push run exited $status: $out"
[[ -z $(new_requests) ]] || fail "a push run called the API"
[[ $(summaries) -eq 5 ]] || fail "push run wrote no job summary"

# 6. A folder without sources: the tool's status and error, in the summary; no comment.
action INPUT_PATH=missing
[[ $status -eq 66 ]] || fail "missing folder exited $status, expected 66: $out"
[[ -z $(new_requests) ]] || fail "a failed run called the API"
grep -q '^## PushMatrix could not report on `missing` (exit 66)$' "$work/summary.md" \
  || fail "the summary does not say the run failed"

# 7. Bad input to the action itself.
action INPUT_STRICT=yes
[[ $status -eq 1 ]] && grep -q 'strict must be true or false, not "yes"' <<< "$out" \
  || fail "strict=yes was not refused: $status $out"

# 8. A page longer than a comment may be: the comment is cut to the limit and says where the
# whole page is; the summary has it whole.
action PUSHMATRIX_COMMENT_LIMIT=2000 GITHUB_RUN_ID=42 GITHUB_SERVER_URL=https://github.example
[[ $status -eq 0 ]] || fail "long page run exited $status: $out"
body=$(last_body)
# At most 2000 with the final newline, which $(...) drops, cut at the end of a line.
[[ ${#body} -le 1999 && ${#body} -gt 1800 ]] || fail "the cut comment has ${#body} characters, expected up to 2000"
cut_line=$(printf '%s\n' "${body%%$'\n\n_Cut to fit'*}" | tail -1)
[[ $expected == *$'\n'"$cut_line"$'\n'* ]] || fail "the comment was cut inside a line: $cut_line"
[[ $body == "$marker"$'\n'"${expected:0:100}"* ]] || fail "the cut comment does not start with the page"
[[ $body == *"_Cut to fit one comment: the whole report is in the job summary of [this run](https://github.example/team/larder/actions/runs/42)._" ]] \
  || fail "the cut comment does not say where the page is: ${body: -200}"
[[ $(cat "$work/summary.md") == *"$expected" ]] || fail "the summary is not whole"
runs=8

# 9. The version that keys the cached build: a digest of the sources, the same for the same
# sources wherever they are, another when a source changes.
version_of() {
  rm -f "$work/version"
  GITHUB_OUTPUT="$work/version" "$1/.github/actions/pushmatrix-app/pushmatrix-app.sh" version
  sed -n 's/^version=//p' "$work/version"
}
here=$(version_of "$root")
[[ $here =~ ^[0-9a-f]{16}$ ]] || fail "version is not a digest: $here"
mkdir -p "$work/copy"
cp -R Package.swift Sources Templates .github "$work/copy/"
[[ $(version_of "$work/copy") == "$here" ]] || fail "the same sources gave another version"
echo "// changed" >> "$work/copy/Sources/PushMatrixApp/AppReport/AppReport.swift"
[[ $(version_of "$work/copy") != "$here" ]] || fail "a changed source kept the version"
runs=$((runs + 1))

# 10. On a pull request with compare=true: the base branch is fetched, checked out beside by git
# worktree, compared with, and the worktree removed. The calling repository is a clone with an
# origin, as actions/checkout leaves it; the pull request removes a callback.
git -C "$workspace" init -q -b main
git -C "$workspace" add -A
git -C "$workspace" -c user.name=t -c user.email=t@t commit -qm base
git init -q --bare "$work/origin.git"
git -C "$workspace" remote add origin "$work/origin.git"
git -C "$workspace" push -q origin main
git -C "$workspace" checkout -qb change
python3 - "$workspace/ios/Tandem/SceneDelegate.swift" << 'PYTHON'
import re, sys
text = open(sys.argv[1]).read()
cut = re.sub(r"\n  func userNotificationCenter\(\n.*?\n  }\n", "\n", text, flags=re.S)
assert cut != text, "no didReceiveResponse to remove"
open(sys.argv[1], "w").write(cut)
PYTHON
git -C "$workspace" -c user.name=t -c user.email=t@t commit -qam "Drop didReceiveResponse"
action INPUT_COMPARE=true GITHUB_BASE_REF=main
command_line="pushmatrix app ios --format markdown --output [^ ]+ --against ($work/runner/pushmatrix-app[.][^/ ]+/base)/ios"
[[ $out =~ $command_line ]] || fail "compare run did not run app --against the base's folder: $out"
base=${BASH_REMATCH[1]}
[[ -z $(git -C "$workspace" worktree list | grep -v "^$workspace " || true) && ! -e $base ]] \
  || fail "the base branch's worktree was left behind: $(git -C "$workspace" worktree list)"
git -C "$workspace" worktree add -q --detach "$work/base-copy" main
comparison=$(cd "$workspace" && "$tool" app ios --against "$work/base-copy/ios" --format markdown) \
  || true
git -C "$workspace" worktree remove --force "$work/base-copy"
[[ $status -eq 0 ]] || fail "compare run exited $status: $out"
# The comparison names its base by path: the action's worktree, since removed, not this copy.
comparison=${comparison//"$work/base-copy"/"$base"}
[[ $(last_body) == "$marker"$'\n'"$comparison" ]] || fail "the comment is not the comparison"
[[ $comparison == *"a tap no longer reaches didReceiveResponse"* ]] \
  || fail "the comparison does not say the taps lost the removed callback: $comparison"
runs=$((runs + 1))

# 11. A pull request that adds the app (or moves it): the base has no such folder, so the run
# reports the app as it stands and says why there is no comparison, instead of failing.
git -C "$workspace" checkout -q main
git -C "$workspace" checkout -qb move-app
git -C "$workspace" mv ios app-ios
git -C "$workspace" -c user.name=t -c user.email=t@t commit -qm "Move the app"
action INPUT_COMPARE=true GITHUB_BASE_REF=main INPUT_PATH=app-ios
[[ $status -eq 0 ]] || fail "a run on a moved app exited $status: $out"
[[ $(last_body) == *"The base branch \`main\` has no \`app-ios\`: this pull request adds or moves the app"* ]] \
  || fail "the comment does not say the app is new here: $(last_body | head -3)"
[[ $out != *"--against"* ]] || fail "a moved app was compared with a missing folder: $out"
git -C "$workspace" checkout -q change
runs=$((runs + 1))

# 12. A hostile base ref (a pull request's base branch named like an option) is refused before
# git sees it, and runs nothing.
action INPUT_COMPARE=true GITHUB_BASE_REF="--upload-pack=touch $work/pwned"
[[ $status -eq 1 ]] || fail "a hostile base ref exited $status: $out"
grep -q '^::error::GITHUB_BASE_REF is not a branch name: ' <<< "$out" \
  || fail "the hostile base ref was not refused: $out"
[[ ! -e $work/pwned ]] || fail "the base ref ran a command"
runs=$((runs + 1))

# 13. The token reaches neither a command line nor the tool's or git's environment: curl reads it
# from a file. A shim before curl on PATH records every command line; a stand-in tool records its
# environment and arguments, then runs the tool.
mkdir -p "$work/shim"
cat > "$work/shim/curl" << SHIM
#!/usr/bin/env bash
printf '%s\n' "\$*" >> "$work/curl-lines"
exec $(command -v curl) "\$@"
SHIM
cat > "$work/spy-tool" << SPY
#!/usr/bin/env bash
{ env; printf '%s\n' "\$*"; } >> "$work/spy"
exec "$tool" "\$@"
SPY
chmod +x "$work/shim/curl" "$work/spy-tool"
PATH="$work/shim:$PATH" action PUSHMATRIX="$work/spy-tool"
[[ $status -eq 0 ]] || fail "the spied run exited $status: $out"
[[ $(last_authorization) == "Bearer secret-token" ]] || fail "the token was not sent"
[[ -s $work/curl-lines && -s $work/spy ]] || fail "the shims saw nothing"
! grep -q secret-token "$work/curl-lines" "$work/spy" || fail "the token was on a command line or in the tool's environment"
runs=$((runs + 1))

# 14. Someone else's comment that starts with the marker is never edited: the run posts its own.
echo '{"pull_request": {"number": 8}}' > "$work/event8.json"
printf '{"body": "%s\\nplease do not edit"}' "$marker" > "$work/mallory.json"
curl -sS -o /dev/null -X POST -H "Authorization: Bearer other-user" --data-binary "@$work/mallory.json" \
  "http://127.0.0.1:$(cat "$work/port")/repos/team/larder/issues/8/comments"
action GITHUB_EVENT_PATH="$work/event8.json"
[[ $status -eq 0 ]] || fail "the run beside another user's comment exited $status: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/8/comments\nPOST /repos/team/larder/issues/8/comments' ]] \
  || fail "the run touched another user's comment: $(new_requests)"
# A personal token's own user is read from the API, and its comments are its own.
action GITHUB_EVENT_PATH="$work/event8.json" GITHUB_TOKEN=pat-token
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/8/comments\nPOST /repos/team/larder/issues/8/comments' ]] \
  || fail "a personal token's run edited a comment it did not write: $(new_requests)"
action GITHUB_EVENT_PATH="$work/event8.json" GITHUB_TOKEN=pat-token
[[ $(new_requests) == *$'\nPATCH /repos/team/larder/issues/comments/'* ]] \
  || fail "a personal token's second run did not edit its own comment: $(new_requests)"
runs=$((runs + 3))

# 15. A token that cannot post (a fork's, on a pull request with no comment of ours) warns.
echo '{"pull_request": {"number": 9}}' > "$work/event9.json"
action GITHUB_EVENT_PATH="$work/event9.json" GITHUB_TOKEN=read-only
[[ $status -eq 0 ]] || fail "a read-only post exited $status: $out"
grep -q '^::warning::cannot post the comment (HTTP 403)$' <<< "$out" || fail "no warning: $out"
runs=$((runs + 1))

# 16. An API that repeats a full page of comments is read a bounded number of times.
action GITHUB_REPOSITORY=team/loop
[[ $status -eq 0 ]] || fail "the repeating API's run exited $status: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/loop/issues/7/comments\nGET /repos/team/loop/issues/7/comments\nPOST /repos/team/loop/issues/7/comments' ]] \
  || fail "the run did not stop at the repeated page: $(new_requests | sort | uniq -c)"
runs=$((runs + 1))

# 17. A comment list that is not a list, and an API that cannot be reached: a clear warning each,
# no traceback, and the job's status is the tool's.
action GITHUB_REPOSITORY=team/odd
[[ $status -eq 0 ]] || fail "the odd API's run exited $status: $out"
grep -q '^::warning::the API answered the list of comments with a JSON dict, not a list$' <<< "$out" \
  || fail "no clear warning for a list that is not one: $out"
[[ $out != *Traceback* ]] || fail "a Python traceback: $out"
action GITHUB_API_URL=http://127.0.0.1:9
[[ $status -eq 0 ]] || fail "the unreachable API's run exited $status: $out"
grep -q "^::warning::cannot list the pull request's comments (unreachable (curl exit 7: " <<< "$out" \
  || fail "no clear warning for an unreachable API: $out"
[[ $out != *000000* ]] || fail "an unreachable API reported as HTTP 000000: $out"
runs=$((runs + 2))

# 18. A pull request that changes nothing for the app's users posts no comment; with
# comment=always it does, and the next run without it removes that comment again.
echo '{"pull_request": {"number": 10}}' > "$work/event10.json"
git -C "$workspace" checkout -q main
git -C "$workspace" checkout -qb docs-only
echo "# Larder" > "$workspace/README.md"
git -C "$workspace" add README.md
git -C "$workspace" -c user.name=t -c user.email=t@t commit -qm "Docs only"
same=(INPUT_COMPARE=true GITHUB_BASE_REF=main GITHUB_EVENT_PATH="$work/event10.json")
action "${same[@]}"
[[ $status -eq 0 ]] || fail "an unchanged pull request's run exited $status: $out"
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/10/comments' ]] \
  || fail "an unchanged pull request was commented on: $(new_requests)"
grep -q "^nothing changes for the app's users: no comment$" <<< "$out" || fail "no word of it: $out"
action "${same[@]}" INPUT_COMMENT=always
[[ $(new_requests) == $'GET /user\nGET /repos/team/larder/issues/10/comments\nPOST /repos/team/larder/issues/10/comments' ]] \
  || fail "comment=always did not post: $(new_requests)"
[[ $(last_body) == *"Nothing changes for the app's users"* ]] || fail "the comment is not the comparison"
action "${same[@]}"
[[ $(new_requests) =~ ^GET\ /user$'\n'GET\ /repos/team/larder/issues/10/comments$'\n'DELETE\ /repos/team/larder/issues/comments/[0-9]+$ ]] \
  || fail "the earlier comment was not removed: $(new_requests)"
grep -q "^removed comment [0-9]*: nothing changes for the app's users any more$" <<< "$out" \
  || fail "the removal was not said: $out"
remaining=$(curl -sS "http://127.0.0.1:$(cat "$work/port")/repos/team/larder/issues/10/comments")
[[ $remaining != *"$marker"* ]] || fail "the comment is still there: $remaining"
# A change comes back: the comment is posted again.
git -C "$workspace" checkout -q change
action INPUT_COMPARE=true GITHUB_BASE_REF=main GITHUB_EVENT_PATH="$work/event10.json"
[[ $(new_requests) == *$'\nPOST /repos/team/larder/issues/10/comments' ]] \
  || fail "a change did not bring the comment back: $(new_requests)"
runs=$((runs + 4))

# 19. The findings as annotations in the log, on the repository's files (the default), or as a
# SARIF log named by the step's output sarif; a bad value is refused. On main, the fixture as
# copied.
git -C "$workspace" checkout -q main
action GITHUB_EVENT_NAME=push
grep -q '^::warning file=ios/Tandem/SceneDelegate.swift,line=12,title=PushMatrix%3A late-delegate::The notification-center delegate is set late' <<< "$out" \
  || fail "no annotation on the line that sets the delegate: $out"
grep -q '^::notice title=PushMatrix::Tandem (Tandem.xcodeproj): 2 warnings and ' <<< "$out" \
  || fail "no summary notice: $out"
rm -f "$work/output"
action GITHUB_EVENT_NAME=push INPUT_ANNOTATIONS=sarif
[[ $status -eq 0 ]] || fail "the SARIF run exited $status: $out"
[[ $out != *"::warning file="* ]] || fail "annotations=sarif printed annotations: $out"
sarif=$(sed -n 's/^sarif=//p' "$work/output")
[[ -n $sarif ]] || fail "no sarif output: $(cat "$work/output")"
python3 - "$sarif" << 'PYTHON' || fail "the SARIF log is not what code scanning reads"
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log["version"]
results = log["runs"][0]["results"]
uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
assert "ios/Tandem/SceneDelegate.swift" in uris, uris
PYTHON
action GITHUB_EVENT_NAME=push INPUT_ANNOTATIONS=all
[[ $status -eq 1 ]] && grep -q 'annotations must be github, sarif, both or none, not "all"' <<< "$out" \
  || fail "annotations=all was not refused: $status $out"
runs=$((runs + 3))

echo "action: $runs runs as expected"
