#!/usr/bin/env bash
# SPDX-License-Identifier: ISC
# The documentation's commands, run as written (docs/testing.md, "Commands
# in the documentation"): README.md, the other Markdown files at the top of
# the tree, then docs/*.md. The tree is copied as a fresh clone has it (the
# files git tracks or would track, working-tree content, no build/) to
# halite/ in an empty scratch directory. In each file, in order:
#   - a block fenced ```sh runs as one `bash -e` script from the scratch
#     directory (so later blocks see what earlier ones built), unless the
#     line before it says <!-- not run: reason --> (the reason is printed;
#     an empty one fails);
#   - ```bash and ```shell blocks fail: commands are ```sh (run) or
#     ```console (a transcript, not run);
#   - a block after <!-- excerpt of: path --> must be an excerpt of that
#     file: its lines, in order, among the file's (leading spaces aside).
# Then the figure tables of README.md and docs/parts.md are what
# bench/doc_tables.py makes of the committed bench/results*.json (a stale
# table is named with its first differing line), and no text file of the
# tree (third-party test vectors aside) cites the team's design notes,
# which are not in it, or an issue number: a reader has neither.
# Ends with "docs: N passed, N failed".
set -u
src=${HALITE_SRC:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${HALITE_BUILD:-$src/build}
mkdir -p "$build"
tmp=$(mktemp -d "$build/docs.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ws=$tmp/work
blocks=$tmp/blocks
mkdir -p "$ws/halite" "$blocks"
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { echo "FAIL docs: $*"; failed=$((failed + 1)); }

# The clone's files: what git tracks or would track (working-tree content),
# or, outside a git checkout, everything but build/.
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    (cd "$src" && git ls-files -z --cached --others --exclude-standard |
        tar --null --ignore-failed-read -T - -cf - 2>/dev/null) | tar -xf - -C "$ws/halite"
else
    (cd "$src" && tar --exclude=./build -cf - .) | tar -xf - -C "$ws/halite"
fi
[ -f "$ws/halite/README.md" ] || { echo "docs: could not copy the tree"; exit 1; }

docs=(README.md)
for f in "$ws"/halite/*.md "$ws"/halite/docs/*.md; do
    [ -f "$f" ] || continue
    f=${f#"$ws/halite/"}
    [ "$f" = README.md ] || docs+=("$f")
done

# Splits the fenced blocks of one Markdown file into $blocks/<n>.txt and
# prints one manifest line per block: n, line, language, marker (tab-separated;
# the marker is "not run: ..." or "excerpt of: ..." or empty).
split_blocks() { # file first-block-number
    awk -v dir="$blocks" -v n="$2" '
        function marker_of(line) {
            if (match(line, /^[ \t]*<!--[ \t]*(not run|excerpt of):.*-->[ \t]*$/)) {
                sub(/^[ \t]*<!--[ \t]*/, "", line); sub(/[ \t]*-->[ \t]*$/, "", line)
                return line
            }
            return ""
        }
        !inblock && /^ *```/ {
            indent = match($0, /```/) - 1
            lang = substr($0, indent + 4); gsub(/[ \t]/, "", lang)
            n++; inblock = 1; out = dir "/" n ".txt"; printf "" >out
            printf "%d\t%d\t%s\t%s\n", n, NR, lang, marker
            marker = ""; next
        }
        inblock && /^ *```[ \t]*$/ { inblock = 0; close(out); next }
        inblock {
            line = $0
            for (i = 0; i < indent && substr(line, 1, 1) == " "; i++) line = substr(line, 2)
            print line >out; next
        }
        /^[ \t]*$/ { next }
        { marker = marker_of($0) }
    ' "$1"
}

# True if every line of block $1 (leading spaces stripped) appears in file $2
# in the same order.
is_excerpt() { # block file
    awk 'FNR == NR { sub(/^[ \t]+/, ""); want[++n] = $0; next }
         { sub(/^[ \t]+/, "") }
         i < n && $0 == want[i + 1] { i++ }
         END { exit !(i == n) }' "$1" "$2"
}

# Runs one command block from the scratch directory, as a user's shell would
# (no make variables inherited from a make test that called this script).
run_block() { # block log
    (cd "$ws" && timeout -k 5 900 env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL bash -e "$1") \
        </dev/null >"$2" 2>&1
}

count=0
for doc in "${docs[@]}"; do
    first=$count
    while IFS=$'\t' read -r n line lang marker; do
        count=$n
        where="$doc:$line"
        block=$blocks/$n.txt
        case $marker in
        "excerpt of:"*)
            file=${marker#excerpt of:}
            file=${file# }
            if [ ! -f "$ws/halite/$file" ]; then
                fail "$where: excerpt of $file, which does not exist"
            elif is_excerpt "$block" "$ws/halite/$file"; then
                echo "  ok   $where: an excerpt of $file"; pass
            else
                fail "$where: not an excerpt of $file (its lines, in order, are not all in the file)"
            fi
            continue ;;
        esac
        case $lang in
        sh)
            case $marker in
            "not run:"*)
                reason=${marker#not run:}
                reason=${reason# }
                if [ -z "$reason" ]; then
                    fail "$where: 'not run' without a reason"
                else
                    echo "  skip $where: not run: $reason"
                fi ;;
            *)
                start=$(date +%s)
                if run_block "$block" "$tmp/$n.log"; then
                    echo "  ok   $where ($(($(date +%s) - start)) s)"; pass
                else
                    fail "$where: a command failed; the block and the end of its output:"
                    sed 's/^/  $ /' "$block"
                    tail -n 25 "$tmp/$n.log" | sed 's/^/  | /'
                fi ;;
            esac ;;
        bash|shell)
            fail "$where: a \`\`\`$lang block: write sh (run by this test) or console (not run)" ;;
        *)
            case $marker in
            "not run:"*) fail "$where: 'not run' on a $lang block, which is not run anyway" ;;
            esac ;;
        esac
    done < <(split_blocks "$ws/halite/$doc" "$first")
done

# The figure tables against the published results.
if tables=$(python3 "$ws/halite/bench/doc_tables.py" --check "$ws/halite" 2>&1); then
    echo "  ok   the figure tables of README.md and docs/parts.md match bench/results*.json"; pass
else
    fail "figure tables that differ from bench/results*.json:"
    printf '%s\n' "$tables" | sed 's/^/  | /'
fi

# Citations a reader cannot follow (the patterns do not match themselves).
outside=$(cd "$ws/halite" && grep -rnIE 'DESIGN[.]md|[Ii]ssue #?[0-9]+' . | grep -v wycheproof)
if [ -z "$outside" ]; then
    echo "  ok   no citation of the design notes or of issue numbers"; pass
else
    fail "citations of documents outside the tree (the design notes, issue numbers):"
    printf '%s\n' "$outside" | head -n 20 | sed 's/^/  | /'
fi

echo "docs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
