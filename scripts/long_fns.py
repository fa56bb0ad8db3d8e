#!/usr/bin/env python3
# No function in the sources over a limit (default 200 lines): `python3 scripts/long_fns.py 200 src crates/*/src`.
# Prints lines, path, first line and name of each, and exits 1 when it found any
# (scripts/test.sh fails `make test` on it); split such a function by what it does.
import re, sys, os
pat=re.compile(r'^\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?fn\s+(\w+)')
def scan(path,limit):
    lines=open(path,encoding='utf-8').read().split('\n')
    i=0;out=[]
    while i<len(lines):
        m=pat.match(lines[i])
        if m:
            depth=0;started=False;j=i
            while j<len(lines):
                l=re.sub(r'"(\\.|[^"\\])*"','""',lines[j]); l=re.sub(r"'(\\.|[^'\\])'","''",l); l=l.split('//')[0]
                for c in l:
                    if c=='{': depth+=1;started=True
                    elif c=='}': depth-=1
                if started and depth==0: break
                if not started and l.rstrip().endswith(';'): break
                j+=1
            n=j-i+1
            if started and n>limit: out.append((n,path,i+1,m.group(6)))
        i+=1
    return out
limit=int(sys.argv[1]) if len(sys.argv)>1 else 200
res=[]
for root in sys.argv[2:] or ['.']:
    for d,_,fs in os.walk(root):
        if '/target' in d or '/.git' in d: continue
        for f in fs:
            if f.endswith('.rs'): res+=scan(os.path.join(d,f),limit)
for r in sorted(res,reverse=True): print(*r)
if res:
    print(f'{len(res)} function(s) over {limit} lines: split each by what it does', file=sys.stderr)
    sys.exit(1)
