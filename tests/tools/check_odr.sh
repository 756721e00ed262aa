#!/usr/bin/env bash
# The tests of a folder share one program (tests/test_programs.cmake), so two of its test
# files defining the same external name differently break the One Definition Rule: a
# function or variable gives a link error, but an inline function or a class's inline
# member (a helper struct at namespace scope, a test class of the same name) is silently
# taken from one file for both. This lists every external symbol defined in two or more
# test files of one program that is not from a header (the project's, Qt's, the standard
# library's: those are defined alike everywhere). Fix a hit by putting the helper into an
# anonymous namespace. Needs a build (objects of a test moved to another program stay
# behind until build/ is cleaned); run after adding tests to a folder:
#   tests/tools/check_odr.sh [build dir]      (exit 1 when something is listed)
set -euo pipefail
build="${1:-$(cd "$(dirname "$0")/../.." && pwd)/build}"
found=0
while IFS= read -r dir; do
  program="$(basename "$dir" .dir)"
  mapfile -t objects < <(find "$dir" -maxdepth 1 -name '*_test.cpp.o' -o -maxdepth 1 -name '*_bench.cpp.o' | sort)
  ((${#objects[@]} < 2)) && continue
  # "symbol<TAB>object" for each external definition (code, data, weak, unique).
  dups="$(for o in "${objects[@]}"; do
    nm -C --defined-only "$o" 2>/dev/null | awk -v o="$(basename "$o" .cpp.o)" '$2 ~ /^[TDBRWVu]$/ { $1 = ""; $2 = ""; sub(/^  /, ""); print $0 "\t" o }'
  done | sort -u | awk -F'\t' '{ n[$1]++; files[$1] = files[$1] " " $2 } END { for (s in n) if (n[s] > 1) print s "\t" files[s] }' |
    grep -vE '^([^ (]+ )?(DW\.ref|qxp::|std::|__gnu_cxx::|__cxx|Q[A-Z][A-Za-z]*(::|<| )|q[A-Z][A-Za-z]*[<(]|QtPrivate::|QTest::|QtMetaContainerPrivate::|QtMocHelpers|sw::|nlohmann::|typeinfo|vtable|VTT|guard variable|construction vtable|non-virtual thunk|virtual thunk|operator|qt_|QMetaType|QHash|QList|QMap|bt[A-Z]|dmath|__)' || true)"
  if [[ -n "$dups" ]]; then
    found=1
    echo "== $program"
    echo "$dups"
  fi
done < <(find "$build/tests" -type d -name '*.dir' -path '*CMakeFiles*' | grep -E '_(ui_)?(tests|benches)\.dir$' | sort)
((found == 0)) && echo "check_odr: no name defined by two test files of one program"
exit $found
