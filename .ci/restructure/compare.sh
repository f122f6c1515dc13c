#!/usr/bin/env bash
# compare.sh A B: the snapshots A and B (snapshot.sh) hold the same bytes, once each folder's own
# name in the printed paths is put aside. Prints the files that differ; exit 1 when any.
a="${1%/}"; b="${2%/}"; bad=0; n=0
while IFS= read -r f; do
  n=$((n + 1))
  if [[ ! -f "$b/$f" ]]; then echo "only in $a: $f"; bad=1; continue; fi
  if ! cmp -s <(sed "s|$a|OUT|g" "$a/$f") <(sed "s|$b|OUT|g" "$b/$f"); then echo "differs: $f"; bad=1; fi
done < <(cd "$a" && find . -type f | sort)
m=$(cd "$b" && find . -type f | wc -l)
[[ $m == "$n" ]] || { echo "file counts differ: $n vs $m"; bad=1; }
echo "$n files compared"
exit $bad
