#!/usr/bin/env bash
# The steps of the pushmatrix-app action (action.yml), one per subcommand, each taking its inputs
# from the environment as the action's steps set them:
#
#   pushmatrix-app.sh version   writes version=DIGEST to $GITHUB_OUTPUT: a digest of the sources
#                               of this checkout of PushMatrix, which keys the cached build
#   pushmatrix-app.sh install   builds pushmatrix from this checkout into $PUSHMATRIX_HOME
#   pushmatrix-app.sh report    runs `$PUSHMATRIX app` on the calling repository and reports
#
# report reads INPUT_PATH (default .), INPUT_TARGET, INPUT_PROFILE, INPUT_STRICT (true|false),
# INPUT_COMPARE (true|false), INPUT_ANNOTATIONS (github|sarif|both|none), INPUT_COMMENT
# (changes|always), GITHUB_TOKEN and what GitHub sets: GITHUB_WORKSPACE,
# GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_BASE_REF, GITHUB_REPOSITORY, GITHUB_API_URL (the
# REST API's base, which tests point at a local server), GITHUB_STEP_SUMMARY, GITHUB_OUTPUT,
# RUNNER_TEMP. On a pull request with INPUT_COMPARE=true it checks the base branch out into a
# temporary folder (git worktree) and runs `app --against` it. The Markdown page goes to the job
# summary and, on a pull request, into one comment, found again on the next run by a hidden
# marker and its author (the token's own user) and edited; a comment someone else wrote is never
# touched. A comparison that changes nothing posts no comment (INPUT_COMMENT=changes, the
# default) and removes the earlier one. The findings go to the log as annotations (app --format
# github) and/or to a SARIF file, named by the step's output sarif, for code scanning. A comment that cannot be posted (a fork's read-only token) is a warning; the exit
# status is the tool's: 0, or 1 when --strict finds a warning, after reporting; any other status
# means the tool could not run, and its error goes to the summary.
#
# Safe on a public repository's pull requests: the token is read once into a file that only curl
# reads (never on a command line, never in the environment of git or the tool), the base ref is
# checked as a branch name and passed after --, and the comments are listed a bounded number of
# pages.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# The checkout of PushMatrix this action is part of: .github/actions/pushmatrix-app/ in it.
source_root=$(cd "$here/../../.." && pwd)

die() { echo "::error::$*" >&2; exit 1; }

version() {
  local digest
  digest=$(cd "$source_root" && find Package.swift Sources Templates -type f -print0 \
    | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
  echo "version=$digest" >> "${GITHUB_OUTPUT:-/dev/stdout}"
}

install() {
  : "${PUSHMATRIX_HOME:?set PUSHMATRIX_HOME to the folder that receives pushmatrix}"
  local scratch=${RUNNER_TEMP:-/tmp}/pushmatrix-build flags=(-c release --product pushmatrix)
  # Linked with Swift's standard library, so that a cached binary runs whatever Swift the
  # runner has next time.
  [[ $(uname -s) == Linux ]] && flags+=(--static-swift-stdlib)
  swift build --package-path "$source_root" --scratch-path "$scratch" "${flags[@]}"
  mkdir -p "$PUSHMATRIX_HOME"
  cp "$(swift build --package-path "$source_root" --scratch-path "$scratch" "${flags[@]}" \
    --show-bin-path)/pushmatrix" "$PUSHMATRIX_HOME/"
  "$PUSHMATRIX_HOME/pushmatrix" --version
}

# Prints the number of the pull request the event is about, or nothing.
pull_request_number() {
  case ${GITHUB_EVENT_NAME:-} in
    pull_request | pull_request_target) ;;
    *) return 0 ;;
  esac
  [[ -f ${GITHUB_EVENT_PATH:-} ]] || die "GITHUB_EVENT_PATH names no event file"
  python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["pull_request"]["number"])' \
    "$GITHUB_EVENT_PATH"
}

# The most pages of 100 comments the script lists before it gives up looking for its own.
max_pages=30

# Moves the token from the environment into a header file only curl reads, so that it is on no
# command line and in the environment of neither git nor the tool.
keep_token() {
  ( umask 077; printf 'Authorization: Bearer %s\n' "${GITHUB_TOKEN:-}" > "$work/authorization" )
  unset GITHUB_TOKEN
}

# Calls the REST API: api METHOD PATH [BODY_FILE]; the response goes to $work/response and the
# HTTP status to standard output, or "unreachable (curl exit N)" when no answer came.
api() {
  local arguments=(-sS -o "$work/response" -w '%{http_code}' -X "$1"
    -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28"
    -H "@$work/authorization")
  [[ $# -ge 3 ]] && arguments+=(-H "Content-Type: application/json" --data-binary "@$3")
  local code=0 http
  http=$(curl "${arguments[@]}" "${GITHUB_API_URL:-https://api.github.com}$2" 2> "$work/curl") \
    || code=$?
  if [[ $code -ne 0 ]]; then
    echo "unreachable (curl exit $code: $(head -c 200 "$work/curl" | tr -d '\n'))"
  else
    echo "$http"
  fi
}

# Prints an API call's outcome for a message: "HTTP 403", or why no answer came.
outcome() { if [[ $1 =~ ^[0-9]+$ ]]; then echo "HTTP $1"; else echo "$1"; fi; }

# Prints the login whose comments the script may edit: the token's own user where the API says
# who that is, else the bot that GitHub's job token comments as.
own_login() {
  if [[ $(api GET /user) == 200 ]]; then
    python3 -c '
import json, sys
try:
    login = json.load(open(sys.argv[1])).get("login")
except (ValueError, AttributeError):
    login = None
print(login if isinstance(login, str) and login else "github-actions[bot]")' "$work/response"
  else
    echo "github-actions[bot]"
  fi
}

# Finds the comment of the token's own user that carries the marker: sets found to its id, or to
# "none"; returns 1, after a warning, when the comments cannot be listed.
find_comment() {
  local number=$1 marker=$2 page=1 status login seen=""
  found=""
  login=$(own_login)
  while [[ -z $found ]]; do
    if [[ $page -gt $max_pages ]]; then
      echo "::warning::no comment of this action in the first $max_pages pages of comments"
      found=none
      break
    fi
    status=$(api GET "/repos/$GITHUB_REPOSITORY/issues/$number/comments?per_page=100&page=$page")
    if [[ $status != 200 ]]; then
      echo "::warning::cannot list the pull request's comments ($(outcome "$status"))"
      return 1
    fi
    # One line: the comment's id, "none" after the last page, "" for the next page, or an error.
    found=$(python3 -c '
import json, sys
try:
    comments = json.load(open(sys.argv[1]))
except ValueError:
    print("error: the API answered the list of comments with something that is not JSON")
    sys.exit()
if not isinstance(comments, list):
    print("error: the API answered the list of comments with a JSON " + type(comments).__name__
          + ", not a list")
    sys.exit()
def own(comment):
    return (isinstance(comment, dict) and (comment.get("user") or {}).get("login") == sys.argv[3]
            and str(comment.get("body") or "").startswith(sys.argv[2]))
ids = [str(c["id"]) for c in comments if own(c)]
# A page shorter than asked for is the last one; one that repeats the page before is too.
first = str(comments[0].get("id")) if comments and isinstance(comments[0], dict) else ""
if ids:
    print(ids[0])
elif len(comments) < 100 or first == sys.argv[4]:
    print("none")
else:
    print("next " + first)' "$work/response" "$marker" "$login" "$seen")
    case $found in
      error:*) echo "::warning::${found#error: }"; return 1 ;;
      next\ *) seen=${found#next }; found="" ;;
    esac
    page=$((page + 1))
  done
}

# Posts the comment, or edits the one of the token's own user that carries the marker; a failure
# is a warning.
comment() {
  local number=$1 body=$2 marker=$3 status issue="/repos/$GITHUB_REPOSITORY/issues"
  python3 -c 'import json, sys; print(json.dumps({"body": open(sys.argv[1]).read()}))' \
    "$body" > "$work/request.json"
  find_comment "$number" "$marker" || return 0
  if [[ $found == none ]]; then
    status=$(api POST "$issue/$number/comments" "$work/request.json")
    [[ $status == 201 ]] || {
      echo "::warning::cannot post the comment ($(outcome "$status"))"
      return 0
    }
    echo "posted the report on pull request #$number"
  else
    status=$(api PATCH "$issue/comments/$found" "$work/request.json")
    [[ $status == 200 ]] || {
      echo "::warning::cannot edit comment $found ($(outcome "$status"))"
      return 0
    }
    echo "updated the report in comment $found on pull request #$number"
  fi
}

# Removes the comment of the token's own user that carries the marker, if there is one: the
# change it reported has gone. A failure is a warning.
uncomment() {
  local number=$1 marker=$2 status
  find_comment "$number" "$marker" || return 0
  if [[ $found == none ]]; then
    echo "nothing changes for the app's users: no comment"
    return 0
  fi
  status=$(api DELETE "/repos/$GITHUB_REPOSITORY/issues/comments/$found")
  [[ $status == 204 ]] || {
    echo "::warning::cannot remove comment $found ($(outcome "$status"))"
    return 0
  }
  echo "removed comment $found: nothing changes for the app's users any more"
}

report() {
  : "${PUSHMATRIX:?set PUSHMATRIX to the pushmatrix executable}"
  workspace=${GITHUB_WORKSPACE:-$PWD}
  local path=${INPUT_PATH:-.} number status=0
  work=$(mktemp -d "${RUNNER_TEMP:-/tmp}/pushmatrix-app.XXXXXX")
  keep_token
  base=$work/base
  local page=$work/report.md
  cd "$workspace"
  number=$(pull_request_number)

  local arguments=(app "$path" --format markdown --output "$page")
  [[ -n ${INPUT_TARGET:-} ]] && arguments+=(--target "$INPUT_TARGET")
  [[ -n ${INPUT_PROFILE:-} ]] && arguments+=(--profile "$INPUT_PROFILE")
  case ${INPUT_STRICT:-false} in
    true) arguments+=(--strict) ;;
    false) ;;
    *) die "strict must be true or false, not \"$INPUT_STRICT\"" ;;
  esac
  case ${INPUT_COMPARE:-true} in true | false) ;; *) die "compare must be true or false" ;; esac
  local annotations=${INPUT_ANNOTATIONS:-github} comment_when=${INPUT_COMMENT:-changes}
  case $annotations in
    github | sarif | both | none) ;;
    *) die "annotations must be github, sarif, both or none, not \"$annotations\"" ;;
  esac
  case $comment_when in
    changes | always) ;;
    *) die "comment must be changes or always, not \"$comment_when\"" ;;
  esac
  local intro="" comparing=false
  if [[ -n $number && ${INPUT_COMPARE:-true} == true ]]; then
    : "${GITHUB_BASE_REF:?GITHUB_BASE_REF must name the base branch of a pull request}"
    # The base ref comes from the pull request: a name git would read as an option is refused.
    git check-ref-format --branch "$GITHUB_BASE_REF" > /dev/null 2>&1 \
      || die "GITHUB_BASE_REF is not a branch name: $(printf %q "$GITHUB_BASE_REF" | head -c 120)"
    # In a job's container the checkout belongs to another user, which git refuses to read;
    # the runner's global configuration lives as long as the job.
    if [[ ${GITHUB_ACTIONS:-} == true ]]; then
      git config --global --add safe.directory "$workspace"
    fi
    git fetch --no-tags --depth=1 -- origin "refs/heads/$GITHUB_BASE_REF"
    git worktree add --detach -- "$base" FETCH_HEAD > /dev/null
    trap 'git -C "$workspace" worktree remove --force -- "$base" > /dev/null 2>&1 || true' EXIT
    if [[ -e $base/$path ]]; then
      arguments+=(--against "$base/$path")
      comparing=true
    else
      # The pull request adds the app, or moves it: there is nothing to compare with.
      intro="The base branch \`$GITHUB_BASE_REF\` has no \`$path\`: this pull request adds or moves the app, so this is its report as it stands, with nothing to compare."
    fi
  fi

  echo "pushmatrix ${arguments[*]}"
  "$PUSHMATRIX" "${arguments[@]}" 2> "$work/errors" || status=$?
  cat "$work/errors" >&2
  # The same run in the formats for CI, when the first one could report: annotations in the
  # log (the findings a pull request brings, when comparing), a SARIF log of the whole page.
  # (An empty array is expanded as ${a[@]+"${a[@]}"}, which bash 3.2 on macOS needs under -u.)
  local rest=("${arguments[@]:6}") unchanged=false
  if [[ $status -le 1 ]]; then
    if [[ $annotations == github || $annotations == both ]]; then
      "$PUSHMATRIX" app "$path" --format github ${rest[@]+"${rest[@]}"} 2> /dev/null || true
    fi
    if [[ $annotations == sarif || $annotations == both ]]; then
      local page_only=() i
      # --against is not for code scanning, which compares with the base branch itself.
      for ((i = 0; i < ${#rest[@]}; i++)); do
        if [[ ${rest[i]} == --against ]]; then i=$((i + 1)); else page_only+=("${rest[i]}"); fi
      done
      if "$PUSHMATRIX" app "$path" --format sarif --output "$work/pushmatrix.sarif" \
        ${page_only[@]+"${page_only[@]}"} 2> /dev/null || [[ -f $work/pushmatrix.sarif ]]; then
        echo "sarif=$work/pushmatrix.sarif" >> "${GITHUB_OUTPUT:-/dev/null}"
      fi
    fi
    if [[ $comparing == true ]]; then
      unchanged=$("$PUSHMATRIX" app "$path" --format json ${rest[@]+"${rest[@]}"} 2> /dev/null \
        | python3 -c 'import json, sys; print(str(json.load(sys.stdin)["summary"]["unchanged"]).lower())' \
        || echo false)
    fi
  fi
  if [[ -n $intro && -f $page ]]; then
    { printf '%s\n\n' "$intro"; cat "$page"; } > "$work/page-with-intro.md"
    mv "$work/page-with-intro.md" "$page"
  fi
  echo "report=$page" >> "${GITHUB_OUTPUT:-/dev/null}"

  local summary=${GITHUB_STEP_SUMMARY:-/dev/null}
  if [[ $status -gt 1 || ! -f $page ]]; then
    {
      echo "## PushMatrix could not report on \`$path\` (exit $status)"
      echo
      echo '```'
      cat "$work/errors"
      echo '```'
    } >> "$summary"
    return $((status > 1 ? status : 1))
  fi
  cat "$page" >> "$summary"

  if [[ -n $number ]]; then
    local marker="<!-- pushmatrix-app: $path -->" run=""
    if [[ -n ${GITHUB_RUN_ID:-} ]]; then
      run="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID"
    fi
    # GitHub refuses a comment over 65,536 characters: the page is cut to fit at the end of a
    # line, and the job summary keeps it whole. A comparison keeps within its --budget (60,000 by
    # default) and is not cut; a whole page may be. (PUSHMATRIX_COMMENT_LIMIT lowers the limit,
    # for the test.)
    python3 - "$page" "$marker" "$run" "${PUSHMATRIX_COMMENT_LIMIT:-65536}" \
      > "$work/comment.md" << 'PYTHON'
import sys
page, marker, run, limit = open(sys.argv[1]).read(), sys.argv[2], sys.argv[3], int(sys.argv[4])
where = f"the job summary of [this run]({run})" if run else "the job summary"
tail = f"\n\n_Cut to fit one comment: the whole report is in {where}._\n"
room = limit - len(marker) - 1
cut = page[: room - len(tail)]
cut = cut[: cut.rfind("\n") + 1] if "\n" in cut else cut
body = marker + "\n" + (page if len(page) <= room else cut.rstrip("\n") + tail)
sys.stdout.write(body)
PYTHON
    if [[ $unchanged == true && $comment_when == changes ]]; then
      uncomment "$number" "$marker"
    else
      comment "$number" "$work/comment.md" "$marker"
    fi
  fi
  if [[ $status -eq 1 ]]; then echo "::error::$(tail -1 "$work/errors")"; fi
  return "$status"
}

case ${1:-} in
  version) version ;;
  install) install ;;
  report) report ;;
  *) echo "usage: pushmatrix-app.sh version|install|report" >&2; exit 64 ;;
esac
