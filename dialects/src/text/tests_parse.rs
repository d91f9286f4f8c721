//! Parser tests: hand-written input, located errors, mutated input.

use super::tests::{global, kitchen_sink};
use super::*;
use crate::ir::*;

const EXAMPLE: &str = r#"module "saxpy.cu"

global @smem : [256 x f32] addrspace(3) internal align 4 = undef
global @coef : [4 x f32] addrspace(4) external const align 16 = [1.5, 0x7FC00000, 2.0, -3.25]

declare @helper(i32, ptr<1>) -> f32

; y[i] = a * x[i] + y[i]
func kernel @saxpy(%n: i32, %a: f32, %x: ptr<1> noalias readonly align(16), %y: ptr<1>) maxntid(256, 1, 1) minctasm(2) {
^entry:
  %0 = nvvm.intr "llvm.nvvm.read.ptx.sreg.ctaid.x"() : i32   ; block index
  %1 = nvvm.intr "llvm.nvvm.read.ptx.sreg.ntid.x"() : i32
  %2 = nvvm.mul %0, %1 {nsw} : i32
  %3 = nvvm.intr "llvm.nvvm.read.ptx.sreg.tid.x"() : i32
  %i = nvvm.add %2, %3 {nsw} : i32
  %4 = nvvm.icmp slt %i, %n : i1
  nvvm.condbr %4, ^body, ^exit
^body:
  %5 = nvvm.sext %i : i64
  %6 = nvvm.const 4 : i64
  %7 = nvvm.mul %5, %6 {nsw} : i64
  %xp = nvvm.ptradd %x, %7 {inbounds} : ptr<1>
  %yp = nvvm.ptradd %y, %7 {inbounds} : ptr<1>
  %8 = nvvm.load %xp {align = 4, invariant} : f32
  %9 = nvvm.load %yp {align = 4} : f32
  %10 = nvvm.fmul %a, %8 {contract} : f32
  %11 = nvvm.fadd %10, %9 {contract} : f32
  nvvm.store %11, %yp {align = 4}
  nvvm.br ^exit
^exit:
  nvvm.ret
}
"#;

#[test]
fn parses_hand_written_example() {
    let m = parse_module("saxpy.ir", EXAMPLE).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(m.name, "saxpy.cu");
    let f = &m.funcs[m.func_by_name("saxpy").unwrap()];
    assert!(f.kernel && f.param_attrs[2].noalias && f.param_attrs[2].align == 16);
    assert_eq!(f.bounds.minctasm, Some(2));
    let b = f.body.as_ref().unwrap();
    assert_eq!(b.layout.blocks.len(), 3);
    assert_eq!(b.all_insts().len(), 19);
    let text = print_module(&m);
    assert_eq!(print_module(&parse_module("again", &text).unwrap()), text);
    assert!(text.contains("%i = nvvm.add %2, %3 {nsw} : i32"), "{text}");
    // Comments and the redundant `external` are dropped, the rest is as written.
    let body_start = EXAMPLE.find("^entry").unwrap();
    let strip = |s: &str| {
        s.lines()
            .map(|l| l.split(" ;").next().unwrap().trim_end().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        strip(&EXAMPLE[body_start..]),
        strip(&text[text.find("^entry").unwrap()..])
    );
}

#[test]
fn forward_references_and_numbering() {
    let src = "func @f(i32) {\n^bb0(%x: i32):\n  nvvm.br ^bb9(%x)\n^bb9(%7: i32):\n  %8 = nvvm.add %7, %9 : i32\n  %9 = nvvm.add %8, %x : i32\n  nvvm.br ^bb9(%9)\n}\n";
    let m = parse_module("f.ir", src).unwrap_or_else(|e| panic!("{e}"));
    let text = print_module(&m);
    assert!(text.contains("func @f(%x: i32) {\n^bb0:\n  nvvm.br ^bb1(%x)\n^bb1(%0: i32):\n  %1 = nvvm.add %0, %2 : i32\n"), "{text}");
    let b = m.funcs[FuncId::from_u32(0)].body.as_ref().unwrap();
    assert!(b.dfg.block_names.values().all(Option::is_none));
    assert_eq!(
        b.dfg.value_names.values().filter(|n| n.is_some()).count(),
        1
    );
}

/// Parses `src` expecting an error at `line:col` whose message contains `msg`.
#[track_caller]
fn fails(src: &str, line: usize, col: usize, msg: &str) {
    let e = match parse_module("bad.ir", src) {
        Ok(_) => panic!("parsed:\n{src}"),
        Err(e) => e,
    };
    assert_eq!((e.line, e.col), (line, col), "{e}");
    assert!(e.msg.contains(msg), "message {:?} lacks {msg:?}", e.msg);
    assert_eq!(e.file, "bad.ir");
    assert!(e.to_string().ends_with('^'), "{e}");
}

fn in_func(body: &str) -> String {
    format!("module \"m\"\n\ndeclare @g(i32)\nglobal @gv : i32\n\nfunc @f(%a: i32, %p: ptr) -> i32 {{\n^bb0:\n{body}}}\n")
}

#[test]
fn errors_are_located() {
    // The body starts on line 8.
    fails(
        &in_func("  %x = nvvm.frob %a : i32\n  nvvm.ret %x\n"),
        8,
        8,
        "unknown opcode `nvvm.frob`",
    );
    fails(
        &in_func("  nvvm.ret %b\n"),
        8,
        12,
        "use of undefined value `%b`",
    );
    fails(
        &in_func("  %x = nvvm.add %a, %a {align = 4} : i32\n"),
        8,
        25,
        "attribute `align` is not valid for nvvm.add",
    );
    fails(
        &in_func("  %a = nvvm.add %a, %a : i32\n"),
        8,
        3,
        "value `%a` is defined twice",
    );
    fails(
        &in_func("  %x = nvvm.const -129 : i8\n"),
        8,
        19,
        "out of range for i8",
    );
    fails(
        &in_func("  %x = nvvm.const 1.5 : i32\n"),
        8,
        19,
        "expected a hex bit pattern",
    );
    fails(
        &in_func("  nvvm.asm \"abc, \"r\"()\n"),
        8,
        20,
        "unterminated string",
    );
    fails(
        &in_func("  %x = nvvm.add %a, %a\n"),
        8,
        23,
        "expected `:` and the result type, found end of line",
    );
    fails(
        &in_func("  nvvm.add %a, %a : i32\n"),
        8,
        3,
        "expected `%name =`",
    );
    fails(
        &in_func("  %x = nvvm.call @nope(%a) : i32\n"),
        8,
        18,
        "unknown symbol `@nope`",
    );
    fails(
        &in_func("  %x = nvvm.call @gv(%a) : i32\n"),
        8,
        18,
        "expected a function as the callee",
    );
    fails(
        &in_func("  %x = nvvm.load %p : i200\n"),
        8,
        23,
        "integer width must be 1 to 128",
    );
    fails(
        &in_func("  nvvm.fence {syncscope = block}\n"),
        8,
        3,
        "expected attribute `ordering` for nvvm.fence",
    );
    fails(
        &in_func("  nvvm.fence {ordering = sometimes}\n"),
        8,
        26,
        "expected a memory ordering, found `sometimes`",
    );
    fails(
        &in_func("  %x = nvvm.icmp sle %a : i1 junk\n"),
        8,
        30,
        "expected end of line, found `junk`",
    );
    fails(
        &in_func("  %x = nvvm.icmp lt %a, %a : i1\n"),
        8,
        18,
        "expected an integer predicate, found `lt`",
    );
    fails(
        &in_func("  nvvm.br ^nowhere\n"),
        8,
        11,
        "branch to undefined block `^nowhere`",
    );
    fails(
        &in_func("  nvvm.br ^bb0, %a\n"),
        8,
        17,
        "expected a successor",
    );
    fails(
        &in_func("  %x = nvvm.load %p {align = 99999999999} : i32\n"),
        8,
        30,
        "an integer from 0 to 4294967295",
    );
    fails(
        &in_func("  %x = nvvm.const 0x1FFFFFFFFFFFFFFFFF : f64\n"),
        8,
        19,
        "does not fit 64 bits",
    );
    fails(
        &in_func("  %x = nvvm.const 12ab : i32\n"),
        8,
        21,
        "malformed number",
    );
    fails(
        &in_func("  %x = nvvm.const 1 : i32 ; fine\n  nvvm.ret %x\n^bb0:\n  nvvm.ret %x\n"),
        10,
        1,
        "block `^bb0` is defined twice",
    );
    fails(
        &in_func("  %x = nvvm.const \"s\\G1\" : i32\n"),
        8,
        21,
        "invalid escape",
    );
    fails(
        &in_func("  %x = nvvm.switch %a, ^bb0 [1 ^bb0]\n"),
        8,
        32,
        "expected `:`",
    );
    let deep = format!("{}i32{}", "[1 x ".repeat(80), "]".repeat(80));
    fails(
        &format!("global @g : {deep}\n"),
        1,
        338,
        "nested more than 64 levels",
    );
    fails(
        "global @g : i32\nglobal @g : i32\n",
        2,
        8,
        "symbol `@g` is defined twice",
    );
    fails(
        "declare @f(%x: i32)\n",
        1,
        11,
        "expected parameter types only",
    );
    fails(
        "func @f() {\n  nvvm.ret\n}\n",
        2,
        3,
        "expected a block label",
    );
    fails(
        "func @f() {\n^bb0:\n  nvvm.ret\n",
        4,
        1,
        "expected `}` closing the function body, found end of file",
    );
    fails(
        "module \"m\"\nfrob\n",
        2,
        1,
        "expected `global`, `func` or `declare`, found `frob`",
    );
    fails(
        "func @f(%a: i32) {\n^bb0(%b: i32):\n  nvvm.ret\n}\n",
        2,
        1,
        "expected no entry block parameters",
    );
    fails(
        "func @f(%a: i32, i32) {\n}\n",
        1,
        18,
        "every parameter named",
    );
    fails(
        "global @g : i32 = @g + 1 junk\n",
        1,
        26,
        "expected a global attribute",
    );
    fails(
        "global @g : ptr = @f + 4\ndeclare @f()\n",
        1,
        22,
        "no offset after a function address",
    );
    fails(
        "global @g : i32 \u{fc}\n",
        1,
        17,
        "unexpected character `\u{fc}`",
    );
}

/// A tiny xorshift generator so the fuzz test needs no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(b.len());
        match rng.below(6) {
            0 => {
                const BYTES: &[u8] = b"%^@\"(){}[]<>,:=+-.;#\n 0179xaeci\\";
                let k = at.min(b.len().saturating_sub(1));
                b[k] = BYTES[rng.below(BYTES.len())];
            }
            1 => b.truncate(at),
            2 => {
                // Delete one whitespace-separated token.
                let start = b[..at]
                    .iter()
                    .rposition(|c| c.is_ascii_whitespace())
                    .map_or(0, |p| p + 1);
                let end = b[at..]
                    .iter()
                    .position(|c| c.is_ascii_whitespace())
                    .map_or(b.len(), |p| at + p);
                b.drain(start..end);
            }
            3 => {
                let len = rng.below(12).min(b.len() - at.min(b.len()));
                let chunk = b[at..at + len].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, chunk);
            }
            4 => {
                if at < b.len() {
                    b.remove(at);
                }
            }
            _ => {
                let line_end = b[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(b.len(), |p| at + p);
                b.drain(at..line_end);
            }
        }
        if b.is_empty() {
            break;
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn mutated_text_never_panics() {
    let seeds = [print_module(&kitchen_sink()), EXAMPLE.to_string()];
    // `WARPSAT_FUZZ_ITERS` and `WARPSAT_FUZZ_SEED` lengthen or vary a soak run.
    let env = |k: &str| std::env::var(k).ok().and_then(|s| s.parse::<u64>().ok());
    let iters = env("WARPSAT_FUZZ_ITERS").unwrap_or(4000) as usize;
    let mut rng = Rng(env("WARPSAT_FUZZ_SEED").unwrap_or(0x9E37_79B9_7F4A_7C15) | 1);
    let mut parsed = 0;
    for iter in 0..iters {
        let src = mutate(&mut rng, &seeds[iter % 2]);
        let outcome = std::panic::catch_unwind(|| {
            let Ok(m) = parse_module("fuzz.ir", &src) else {
                return false;
            };
            // Whatever parses prints, and printing is then a fixed point.
            let text = print_module(&m);
            let again = parse_module("fuzz2.ir", &text)
                .unwrap_or_else(|e| panic!("reparse failed: {e}\n{text}"));
            assert_eq!(print_module(&again), text);
            true
        });
        match outcome {
            Ok(ok) => parsed += ok as usize,
            Err(_) => panic!("panicked on iteration {iter}; input:\n{src}"),
        }
    }
    assert!(
        parsed > 100,
        "too few mutants parsed ({parsed}); the fuzzer is too destructive"
    );
}

#[test]
fn numbers_round_trip_exactly() {
    let mut rng = Rng(12345);
    for _ in 0..20_000 {
        let bits = rng.next();
        let w = 1 + rng.below(128) as u16;
        let v = (bits as u128) << 64 | rng.next() as u128;
        let v = if w == 128 { v } else { v & ((1 << w) - 1) };
        let t = Some(Type::Int(w));
        assert_eq!(parse_int(&fmt_int(v, t), t), Ok(v), "i{w} {v}");
        for (ty, b) in [(Type::F32, bits & 0xFFFF_FFFF), (Type::F64, bits)] {
            let m = {
                let mut m = Module::default();
                m.globals.push(global("g", ty, Some(Const::Float(b))));
                m
            };
            let back = parse_module("n", &print_module(&m)).unwrap();
            assert_eq!(
                back.globals[GlobalId::from_u32(0)].init,
                Some(Const::Float(b)),
                "{ty} {b:#x}"
            );
        }
    }
}

#[test]
fn module_doc_example_is_canonical() {
    let doc = include_str!("mod.rs");
    let start = doc.find("//! ```text\n").expect("doc example") + "//! ```text\n".len();
    let len = doc[start..].find("//! ```\n").expect("end of doc example");
    let src: String = doc[start..start + len]
        .lines()
        .map(|l| {
            format!(
                "{}\n",
                l.trim_start_matches("//!").strip_prefix(' ').unwrap_or("")
            )
        })
        .collect();
    let m = parse_module("doc", &src).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&m), src);
}
