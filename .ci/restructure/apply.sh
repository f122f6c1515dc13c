#!/usr/bin/env bash
# Issue 19's mechanical steps, run once by the lead on the merged tree, from a repository root:
#
#   .ci/restructure/apply.sh [--commit] [renames|moves|format|check]...
#                                              (no stage: all four in order)
#
#   renames  the type names that meant two things in two namespaces get one name each
#            (renames.txt; namespace-aware perl over every tracked C++ file and doc, literals
#            untouched, so uses added by any branch are caught too)
#   moves    core/battle/hfg/ (the HFG rule set) beside core/battle/tchae/, core/battle/common/
#            (shared geometry), core/mail/, campaign/orders -> model/, editor/ in six groups,
#            tests/core/battle mirrored; git mv, every include and path mention rewritten,
#            core/layers.cmake claims by folder (moves.pl says which file goes where)
#   format   .clang-format (clang-format 14; includes keep their order) applied to the tree
#   check    no type name defined in two namespaces (check_names.py), every "core/", "editor/",
#            "maps/", "app/" or "tests/" include names an existing file, the tree formatted
#
# Each stage is idempotent: run again, it changes nothing. Without --commit nothing is committed
# (review `git status`); with it each stage that changed something is one commit of its own, so
# that `git log --follow` and `git blame --ignore-rev` see through the moves and the format.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[[ -f core/layers.cmake && -e .git ]] || { echo "apply.sh: run from a repository root" >&2; exit 2; }

cxx_files() { git ls-files -- '*.h' '*.hpp' '*.cpp' '*.inl' | grep -v '^third_party/' || true; }
text_files() {
  git ls-files -- '*.h' '*.hpp' '*.cpp' '*.inl' '*.md' '*.cmake' 'CMakeLists.txt' '*/CMakeLists.txt' \
    '*.sh' '*.py' '.ci/*' '*.supp' | sort -u
}

stage_renames() {
  echo "== renames"
  { cxx_files; git ls-files -- '*.md'; } | xargs perl "$here/rename_types.pl" "$here/renames.txt" >/dev/null
  git diff --shortstat
}

stage_moves() {
  echo "== moves"
  local map
  map="$(mktemp)"
  git ls-files | perl "$here/moves.pl" > "$map"
  local n=0
  while read -r old new; do
    # An include named from the file's own folder ("fixture.h") is named from the root first.
    perl -pi -e 'BEGIN { ($dir) = $ARGV[0] =~ m{^(.*)/} }
      s{^(\s*#\s*include\s*")([^"/]+)(")}{-e "$dir/$2" ? "$1$dir/$2$3" : "$1$2$3"}e' "$old"
    mkdir -p "$(dirname "$new")"
    git mv -k "$old" "$new"
    n=$((n + 1))
  done < "$map"
  echo "moved $n files"
  # Every mention of an old path: this run's moves, and those of the first run (moves.map), so
  # that a branch merged after the moves has its includes rewritten by a second run.
  cat "$here/moves.map" >> "$map"
  text_files | xargs perl "$here/rewrite_paths.pl" "$map"
  rm -f "$map"
  perl "$here/layers_claims.pl" core/layers.cmake docs/architecture.md
  # Folders left empty by the moves.
  find core editor tests -type d -empty -delete 2>/dev/null || true
}

stage_format() {
  echo "== format"
  [[ -f .clang-format ]] || cp "$here/clang-format" .clang-format
  cxx_files | xargs -r clang-format -i --style=file
  git diff --shortstat
}

stage_check() {
  echo "== check"
  local fail=0
  python3 "$here/check_names.py" || fail=1
  # Includes naming a project file that does not exist (a path the moves missed).
  local missing
  missing="$(cxx_files | xargs grep -HnE '^\s*#\s*include\s*"(core|maps|editor|app|tests)/' |
    perl -ne 'if (/^([^:]+):(\d+):\s*#\s*include\s*"([^"]+)"/) { print "$1:$2: $3\n" unless -e $3 }')"
  if [[ -n "$missing" ]]; then echo "includes of files that do not exist:"; echo "$missing"; fail=1; fi
  local unformatted
  unformatted="$(cxx_files | xargs -r clang-format --dry-run --style=file 2>&1 | grep -c 'warning:' || true)"
  echo "clang-format: $unformatted lines differ from .clang-format"
  [[ "$unformatted" == 0 ]] || fail=1
  return $fail
}

declare -A message=(
  [renames]="One name, one meaning (issue 19): the type names defined in two namespaces renamed (.ci/restructure/renames.txt), by apply.sh renames"
  [moves]="Folders show the libraries (issue 19): core/battle/hfg beside core/battle/tchae, core/battle/common, core/mail, model/orders, editor in six groups, tests mirrored; by apply.sh moves"
  [format]="The tree formatted with .clang-format (issue 19), by apply.sh format: layout only"
)
commit=0
stages=()
for a in "$@"; do
  if [[ "$a" == --commit ]]; then commit=1; else stages+=("$a"); fi
done
[[ ${#stages[@]} -gt 0 ]] || stages=(renames moves format check)
for s in "${stages[@]}"; do
  case "$s" in
    renames|moves|format|check) "stage_$s" ;;
    *) echo "apply.sh: unknown stage '$s' (renames, moves, format, check)" >&2; exit 2 ;;
  esac
  if [[ $commit == 1 && $s != check ]]; then
    git add -u
    [[ $s != format ]] || git add .clang-format
    if ! git diff --cached --quiet; then git commit -q -m "${message[$s]}" && git log --oneline -1; fi
  fi
done
