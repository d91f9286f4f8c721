//! Unit tests of the PTX importer: each syntax form, located errors, and
//! hostile inputs. Every module parsed here is also checked to print to a
//! fixed point.

use std::panic::catch_unwind;

use ptx::parse::parse_ptx;
use ptx::print::print_module;
use ptx::*;

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

/// Parses, and checks that printing is a fixed point.
fn parse(src: &str) -> PtxModule {
    let m = parse_ptx("t.ptx", src).unwrap_or_else(|e| panic!("{e}"));
    let p1 = print_module(&m);
    let m2 = parse_ptx("printed.ptx", &p1).unwrap_or_else(|e| panic!("{e}\n{p1}"));
    assert_eq!(p1, print_module(&m2), "print is not a fixed point");
    m
}

/// A kernel `k` around `body` (whose first line is line 6).
fn kernel(body: &str) -> PtxModule {
    parse(&format!("{HEAD}.visible .entry k()\n{{\n{body}\n}}\n"))
}

fn insts(f: &PtxFunction) -> Vec<&PtxInst> {
    f.insts().map(|(_, i)| i).collect()
}

fn reg(f: &PtxFunction, name: &str) -> Reg {
    f.regs
        .iter()
        .find(|(_, d)| d.name == name)
        .unwrap_or_else(|| panic!("no register {name}"))
        .0
}

/// The error for `src`, checked to be at `line:col` and to contain `msg`.
fn error_at(src: &str, line: usize, col: usize, msg: &str) -> dialects::diag::Diagnostic {
    let e = parse_ptx("e.ptx", src).expect_err("expected an error");
    assert_eq!((e.line, e.col), (line, col), "{e}");
    assert!(e.msg.contains(msg), "{e}");
    assert_eq!(e.file, "e.ptx");
    e
}

fn body_error(body: &str, line: usize, col: usize, msg: &str) {
    error_at(
        &format!("{HEAD}.visible .entry k()\n{{\n{body}\n}}\n"),
        line,
        col,
        msg,
    );
}

#[test]
fn module_header_and_comments() {
    let m = parse(
        "// line comment\n/* block\n comment */ .version 7.8 // trailing\n\
         .target sm_80, texmode_independent, debug\n.address_size 64\n",
    );
    assert_eq!(m.version, (7, 8));
    assert_eq!(m.target, ["sm_80", "texmode_independent", "debug"]);
    assert_eq!(m.address_size, 64);
    let m = parse(".version 6.0\n.target sm_70\n");
    assert_eq!((m.address_size, m.target.len()), (32, 1));
}

#[test]
fn debug_directives_are_skipped() {
    let m = parse(&format!(
        "{HEAD}.file 1 \"/a/b.cu\", 1700000000, 1234\n.file 2 \"x.h\"\n\
         .visible .entry k()\n{{\n\t.loc 1 5 3\n\
         \t.loc 1 6 2, function_name $L__info_string0, inlined_at 1 5 3\n\tret;\n}}\n\
         .section .debug_info\n{{\n.b32 10\n.b8 2, 0\n.b32 .debug_abbrev\n$L__info_string0:\n.b8 107,0\n}}\n\
         .section .debug_str {{ $L__str: .b8 0 }}\n@@DWARF .section .debug_abbrev, \"\", @progbits\n"
    ));
    assert_eq!(m.funcs.len(), 1);
    assert_eq!(insts(&m.funcs[0]).len(), 1);
}

#[test]
fn function_headers_and_performance_directives() {
    let m = parse(&format!(
        "{HEAD}.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);\n\
         .weak .func (.param .align 16 .b8 r[16]) agg(.param .align 16 .b8 a[16], .reg .b32 %x)\n.noreturn\n{{\n\ttrap;\n}}\n\
         .visible .entry k(.param .u64 .ptr.global.align 16 p, .param .u64 .ptr.shared q, .param .align 8 .b8 s[24], .param .u64 .ptr .align 1 g)\n\
         .maxntid 256, 1, 1\n.reqntid 128\n.minnctapersm 2\n.maxnreg 64\n.maxclusterrank 8\n\
         .reqnctapercluster 2, 1, 1\n.explicitcluster\n.pragma \"nounroll\";\n{{\n\tret;\n}}\n\
         .func f2\n{{\n\tret;\n}}\n"
    ));
    let v = m.func("vprintf").unwrap();
    assert!(v.is_decl && !v.is_entry);
    assert_eq!(v.linkage.as_deref(), Some("extern"));
    assert_eq!((v.rets.len(), v.params.len()), (1, 2));
    let a = m.func("agg").unwrap();
    assert_eq!(a.linkage.as_deref(), Some("weak"));
    assert_eq!(
        (a.rets[0].align, a.rets[0].array, a.rets[0].ty),
        (16, Some(16), PtxType::B8)
    );
    assert!(a.params[1].is_reg && a.params[1].name == "%x");
    assert_eq!(a.directives.other, ["noreturn"]);
    let k = m.func("k").unwrap();
    assert!(k.is_entry && !k.is_decl);
    assert_eq!(k.params[0].ptr, Some((Space::Global, 16)));
    assert_eq!(k.params[1].ptr, Some((Space::Shared, 0)));
    assert_eq!((k.params[2].align, k.params[2].array), (8, Some(24)));
    // A generic `.ptr` hint has no place in `PtxParam::ptr`: dropped.
    assert_eq!((k.params[3].name.as_str(), k.params[3].ptr), ("g", None));
    let d = &k.directives;
    assert_eq!(d.maxntid.as_deref(), Some(&[256, 1, 1][..]));
    assert_eq!(d.reqntid.as_deref(), Some(&[128][..]));
    assert_eq!(
        (d.minnctapersm, d.maxnreg, d.maxclusterrank),
        (Some(2), Some(64), Some(8))
    );
    assert_eq!(d.reqnctapercluster.as_deref(), Some(&[2, 1, 1][..]));
    assert_eq!(d.other, ["explicitcluster", "pragma \"nounroll\";"]);
    assert!(m.func("f2").unwrap().params.is_empty());
    let printed = print_module(&m);
    assert!(printed.contains(".pragma \"nounroll\";\n{"), "{printed}");
}

#[test]
fn declaration_then_definition_is_one_function() {
    let m = parse(&format!(
        "{HEAD}.func (.param .b32 r) g(.param .b32 x);\n.func h();\n\
         .visible .entry k()\n{{\n\tret;\n}}\n.func (.param .b32 r) g(.param .b32 x)\n{{\n\tret;\n}}\n"
    ));
    let names: Vec<(&str, bool)> = m
        .funcs
        .iter()
        .map(|f| (f.name.as_str(), f.is_decl))
        .collect();
    assert_eq!(names, [("h", true), ("k", false), ("g", false)]);
    error_at(
        &format!("{HEAD}.func g()\n{{\n\tret;\n}}\n.func g()\n{{\n\tret;\n}}\n"),
        8,
        1,
        "redefinition of function `g`",
    );
}

#[test]
fn register_declarations() {
    let m = kernel(
        "\t.reg .b32 %r<15>;\n\t.reg .pred %p;\n\t.reg .b32 %a, %b;\n\t.reg .f16x2 %h<2>, %hh;\n\
         \t.reg .b64 %rd<3>;\n\tadd.s32 %a, %b, %r14;\n\tret;",
    );
    let f = &m.funcs[0];
    assert_eq!(f.regs.len(), 15 + 1 + 2 + 3 + 3);
    assert_eq!(f.regs[reg(f, "r0")].ty, PtxType::B32);
    assert_eq!(f.regs[reg(f, "p")].ty, PtxType::Pred);
    assert_eq!(f.regs[reg(f, "h1")].ty, PtxType::F16x2);
    let i = insts(f)[0];
    assert_eq!(
        i.operands,
        [
            Operand::Reg(reg(f, "a")),
            Operand::Reg(reg(f, "b")),
            Operand::Reg(reg(f, "r14"))
        ]
    );
    let printed = print_module(&m);
    assert!(printed.contains("\t.reg .b32 \t%r<15>;"), "{printed}");
}

#[test]
fn scoped_registers_are_hoisted() {
    let m = kernel(
        "\t.reg .b32 %r<3>;\n\t.reg .b64 %rd1;\n\
         \t{\n\t.reg .b32 %temp;\n\tmov.b64 {%r1, %temp}, %rd1;\n\t}\n\
         \t{\n\t.reg .b32 %temp;\n\tmov.b64 {%temp, %r2}, %rd1;\n\t}\n\
         \t{\n\t.reg .pred p;\n\t.reg .b32 %r1;\n\tsetp.ne.b32 p, %r1, 0;\n\t@p mov.u32 %r2, %r1;\n\t}\n\
         \t{\n\t.reg .f32 %temp;\n\tmov.f32 %temp, 0f00000000;\n\t}\n\tmov.u32 %r1, 1;\n\tret;",
    );
    let f = &m.funcs[0];
    let names: Vec<&str> = f.regs.values().map(|r| r.name.as_str()).collect();
    // r0..r2, rd1, temp (shared by the sibling scopes), p, r1_1 (shadows
    // %r1), temp_1 (another type).
    assert_eq!(
        names,
        ["r0", "r1", "r2", "rd1", "temp", "p", "r1_1", "temp_1"]
    );
    let is = insts(f);
    let temp = reg(f, "temp");
    assert_eq!(
        is[0].operands[0],
        Operand::Vector(vec![Operand::Reg(reg(f, "r1")), Operand::Reg(temp)])
    );
    assert_eq!(
        is[1].operands[0],
        Operand::Vector(vec![Operand::Reg(temp), Operand::Reg(reg(f, "r2"))])
    );
    let r1_1 = reg(f, "r1_1");
    assert_eq!(is[2].operands[1], Operand::Reg(r1_1));
    assert_eq!(is[3].guard, Some((reg(f, "p"), false)));
    assert_eq!(is[3].operands[1], Operand::Reg(r1_1));
    assert_eq!(is[4].operands[0], Operand::Reg(reg(f, "temp_1")));
    // After the scopes, %r1 is the outer register again.
    assert_eq!(is[5].operands[0], Operand::Reg(reg(f, "r1")));
    let scopes = f.layout.iter().flat_map(|&b| &f.blocks[b].stmts);
    let opens = scopes.filter(|s| matches!(s, Stmt::ScopeBegin)).count();
    assert_eq!(opens, 4);
}

#[test]
fn reg_parameters_are_symbols() {
    let m = parse(&format!(
        "{HEAD}.func (.reg .b32 rout) regfn(.reg .b32 %rin)\n{{\n\t{{\n\t.reg .b32 %rin;\n\tmov.u32 %rin, 1;\n\t}}\n\
         \tadd.s32 rout, %rin, 1;\n\tret;\n}}\n"
    ));
    let f = &m.funcs[0];
    let is = insts(f);
    // The inner %rin shadows the parameter under another name.
    assert_eq!(
        f.regs.values().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        ["rin_1"]
    );
    assert_eq!(
        is[1].operands,
        [
            Operand::Sym("rout".into()),
            Operand::Sym("%rin".into()),
            Operand::Imm(1)
        ]
    );
}

#[test]
fn variables_and_initializers() {
    let m = parse(&format!(
        "{HEAD}.global .align 4 .b32 words[4] = {{1, -1, 0x10, 010}};\n\
         .global .align 8 .u64 ptrs[3] = {{generic(words)+4, words, words+-8}};\n\
         .const .align 4 .f32 coeffs[4] = {{0f3F800000, 0d4000000000000000, 1.5, -0f3F800000}};\n\
         .global .f64 dd = 0f3F800000;\n\
         .global .u32 grid[3][2] = {{{{1}}, {{2, 3}}, {{4}}}};\n\
         .global .b8 bytes[2] = {{255, -1}};\n\
         .shared .align 16 .b8 tile[1024];\n.extern .shared .align 16 .b8 dyn[];\n\
         .visible .global .u32 a, b = 2;\n.weak .global .s32 neg = -5;\n.common .global .u64 c;\n\
         .visible .entry k()\n{{\n\t.local .align 8 .b8 __local_depot0[32];\n\t.shared .f32 s[2][2];\n\tret;\n}}\n"
    ));
    let g = |n: &str| m.globals.iter().find(|g| g.name == n).unwrap();
    assert_eq!(
        g("words").init.as_deref(),
        Some(
            &[
                Init::Int(1),
                Init::Int(0xffff_ffff),
                Init::Int(16),
                Init::Int(8)
            ][..]
        )
    );
    let sym = |name: &str, offset, generic| Init::Sym {
        name: name.into(),
        offset,
        generic,
    };
    assert_eq!(
        g("ptrs").init.as_deref(),
        Some(
            &[
                sym("words", 4, true),
                sym("words", 0, false),
                sym("words", -8, false)
            ][..]
        )
    );
    assert_eq!(
        g("coeffs").init.as_deref(),
        Some(
            &[
                Init::F32(0x3f80_0000),
                Init::F32(0x4000_0000),
                Init::F32(0x3fc0_0000),
                Init::F32(0xbf80_0000)
            ][..]
        )
    );
    assert_eq!(
        g("dd").init.as_deref(),
        Some(&[Init::F64(1f64.to_bits())][..])
    );
    // Nested groups keep their element positions.
    let ints = |v: &[u64]| v.iter().map(|&x| Init::Int(x)).collect::<Vec<_>>();
    assert_eq!(g("grid").init, Some(ints(&[1, 0, 2, 3, 4])));
    assert_eq!(g("grid").dims, [Some(3), Some(2)]);
    assert_eq!(g("bytes").init, Some(ints(&[255, 255])));
    assert_eq!(
        (g("tile").space, g("tile").align, g("tile").size()),
        (Space::Shared, 16, 1024)
    );
    assert_eq!(
        (g("dyn").linkage.as_deref(), g("dyn").dims.as_slice()),
        (Some("extern"), &[None][..])
    );
    assert_eq!(
        (g("a").init.as_ref(), g("b").init.as_deref()),
        (None, Some(&[Init::Int(2)][..]))
    );
    assert_eq!(g("b").linkage.as_deref(), Some("visible"));
    assert_eq!(g("neg").init, Some(ints(&[0xffff_fffb])));
    assert_eq!(g("c").linkage.as_deref(), Some("common"));
    let f = &m.funcs[0];
    let decls: Vec<&VarDecl> = f.blocks[f.layout[0]]
        .stmts
        .iter()
        .filter_map(|s| match s {
            Stmt::Decl(d) => Some(d),
            _ => None,
        })
        .collect();
    assert_eq!(
        (decls[0].space, decls[0].align, decls[0].size()),
        (Space::Local, 8, 32)
    );
    assert_eq!((decls[1].space, decls[1].size()), (Space::Shared, 16));
}

#[test]
fn labels_blocks_and_branches() {
    let m = kernel(
        "$L__BB0_1:\n\t.reg .pred %p<3>;\n\t.reg .b32 %r<3>;\n\tsetp.eq.s32 %p1, %r1, 0;\n\
         \t@%p1 bra $L__BB0_3;\n\tadd.s32 %r1, %r1, 1;\n\t@!%p2 bra.uni $L__BB0_1;\n\tbra $L__BB0_3;\n\
         \tmov.u32 %r2, 0;\n$L__BB0_3:\n\tret;\n\texit;",
    );
    let f = &m.funcs[0];
    let labels: Vec<Option<&str>> = f
        .layout
        .iter()
        .map(|&b| f.blocks[b].label.as_deref())
        .collect();
    // The first label names the entry block; blocks also end after branches.
    assert_eq!(
        labels,
        [Some("$L__BB0_1"), None, None, None, Some("$L__BB0_3"), None]
    );
    let lens: Vec<usize> = f.layout.iter().map(|&b| f.blocks[b].stmts.len()).collect();
    assert_eq!(lens, [2, 2, 1, 1, 1, 1]);
    let is = insts(f);
    let (entry, exit) = (f.layout[0], f.layout[4]);
    assert_eq!(is[1].operands, [Operand::Label(exit)]);
    assert_eq!(is[1].guard, Some((reg(f, "p1"), false)));
    assert_eq!(is[3].operands, [Operand::Label(entry)]);
    assert_eq!(is[3].guard, Some((reg(f, "p2"), true)));
    assert_eq!(is[3].op.words(), ["bra", "uni"]);
}

#[test]
fn special_registers() {
    let names = [
        "tid.x",
        "ntid.y",
        "ctaid.z",
        "nctaid.z",
        "laneid",
        "warpid",
        "nwarpid",
        "smid",
        "nsmid",
        "gridid",
        "clock",
        "clock_hi",
        "clock64",
        "globaltimer",
        "lanemask_lt",
        "lanemask_ge",
        "envreg3",
        "envreg31",
        "pm0",
        "pm7_64",
        "dynamic_smem_size",
        "cluster_ctarank",
    ];
    let body: String = names
        .iter()
        .map(|n| format!("\tmov.u32 %r1, %{n};\n"))
        .collect();
    let m = kernel(&format!("\t.reg .b32 %r<2>;\n{body}\tret;"));
    let is = insts(&m.funcs[0]);
    for (i, n) in names.iter().enumerate() {
        assert_eq!(
            is[i].operands[1],
            Operand::Special(SpecialReg(n.to_string()))
        );
    }
    body_error(
        "\t.reg .b32 %r1;\n\tmov.u32 %r1, %envreg32;",
        7,
        15,
        "undeclared register `%envreg32`",
    );
    body_error(
        "\t.reg .b32 %r1;\n\tmov.u32 %r1, %laneid.x;",
        7,
        15,
        "undeclared register `%laneid.x`",
    );
}

#[test]
fn immediates_symbols_addresses_vectors_pairs() {
    let m = parse(&format!(
        "{HEAD}.shared .align 4 .b8 tile[64];\n.visible .entry k(.param .u64 k_param_0)\n{{\n\
         \t.reg .pred %p<3>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\t.reg .f32 %f<5>;\n\t.reg .f64 %fd1;\n\
         \tmov.u32 %r1, 42;\n\tmov.u32 %r1, -42;\n\tmov.u32 %r1, 0x2A;\n\tmov.u32 %r1, 052;\n\
         \tmov.u32 %r1, 0b101010;\n\tmov.u32 %r1, 42U;\n\tmov.b64 %rd1, 0xFFFFFFFFFFFFFFFF;\n\
         \tmov.b64 %rd1, -9223372036854775808;\n\
         \tmov.f32 %f1, 0f3F800000;\n\tmov.f32 %f1, 0F3F800000;\n\tmov.f64 %fd1, 0d3FF0000000000000;\n\
         \tmov.f64 %fd1, 0D3FF0000000000000;\n\tadd.f32 %f1, %f1, 1.5;\n\tadd.f32 %f1, %f1, -0f3F800000;\n\
         \tadd.f64 %fd1, %fd1, 1e3;\n\
         \tmov.u64 %rd1, tile;\n\tmov.u64 %rd1, tile+4;\n\
         \tld.param.u64 %rd1, [k_param_0];\n\tld.u32 %r1, [%rd1];\n\tld.u32 %r1, [%rd1+4];\n\
         \tld.u32 %r1, [%rd1+-4];\n\tld.u32 %r1, [%rd1-4];\n\tld.shared.u32 %r1, [tile];\n\
         \tld.shared.u32 %r1, [tile+8];\n\tld.u32 %r1, [0];\n\
         \tld.global.nc.v4.f32 {{%f1, %f2, %f3, %f4}}, [%rd1];\n\tld.global.v2.f32 {{%f1, _}}, [%rd1];\n\
         \tmov.b64 %rd2, {{%r1, %r2}};\n\tshfl.sync.down.b32 %r3|%p1, %r2, 1, 31, -1;\n\
         \tsetp.eq.and.s32 %p1|%p2, %r1, 0, !%p2;\n\tret;\n}}\n"
    ));
    let f = &m.funcs[0];
    let r = |n: &str| Operand::Reg(reg(f, n));
    let want = [
        Operand::Imm(42),
        Operand::Imm(-42),
        Operand::Imm(42),
        Operand::Imm(42),
        Operand::Imm(42),
        Operand::Imm(42),
        Operand::Imm(-1),
        Operand::Imm(i64::MIN),
        Operand::F32(0x3f80_0000),
        Operand::F32(0x3f80_0000),
        Operand::F64(1f64.to_bits()),
        Operand::F64(1f64.to_bits()),
    ];
    let is = insts(f);
    for (i, w) in want.iter().enumerate() {
        assert_eq!(&is[i].operands[1], w, "instruction {i}");
    }
    assert_eq!(is[12].operands[2], Operand::F64(1.5f64.to_bits()));
    assert_eq!(is[13].operands[2], Operand::F32(0xbf80_0000));
    assert_eq!(is[14].operands[2], Operand::F64(1000f64.to_bits()));
    assert_eq!(is[15].operands[1], Operand::Sym("tile".into()));
    assert_eq!(is[16].operands[1], Operand::Sym("tile+4".into()));
    let rd1 = reg(f, "rd1");
    let addrs = [
        Operand::Addr(AddrBase::Sym("k_param_0".into()), 0),
        Operand::Addr(AddrBase::Reg(rd1), 0),
        Operand::Addr(AddrBase::Reg(rd1), 4),
        Operand::Addr(AddrBase::Reg(rd1), -4),
        Operand::Addr(AddrBase::Reg(rd1), -4),
        Operand::Addr(AddrBase::Sym("tile".into()), 0),
        Operand::Addr(AddrBase::Sym("tile".into()), 8),
        Operand::Addr(AddrBase::None, 0),
    ];
    for (k, a) in addrs.iter().enumerate() {
        assert_eq!(&is[17 + k].operands[1], a, "address {k}");
    }
    assert_eq!(
        is[25].operands[0],
        Operand::Vector(vec![r("f1"), r("f2"), r("f3"), r("f4")])
    );
    assert_eq!(is[25].op.words(), ["ld", "global", "nc", "v4", "f32"]);
    assert_eq!(
        is[26].operands[0],
        Operand::Vector(vec![r("f1"), Operand::Sink])
    );
    assert_eq!(is[27].operands[1], Operand::Vector(vec![r("r1"), r("r2")]));
    assert_eq!(
        is[28].operands[0],
        Operand::Pair(Box::new(r("r3")), Box::new(r("p1")))
    );
    assert_eq!(is[28].operands[4], Operand::Imm(-1));
    assert_eq!(is[29].operands[3], Operand::Not(reg(f, "p2")));
    let printed = print_module(&m);
    assert!(
        printed.contains("[%rd1+-4]") && printed.contains("tile+4;"),
        "{printed}"
    );
}

#[test]
fn calls_and_call_sequences() {
    let m = parse(&format!(
        "{HEAD}.func (.param .b32 func_retval0) f(.param .b64 a, .param .b32 b);\n.func g();\n\
         .visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<3>;\n\
         \t{{ // callseq 0, 0\n\t.reg .b32 temp_param_reg;\n\t.param .b64 param0;\n\tst.param.b64 [param0+0], %rd1;\n\
         \t.param .b32 param1;\n\tst.param.b32 [param1+0], %r1;\n\t.param .b32 retval0;\n\
         \tcall.uni (retval0), \n\tf, \n\t(\n\tparam0, \n\tparam1\n\t);\n\tld.param.b32 %r2, [retval0+0];\n\t}} // callseq 0\n\
         \tmov.u64 %rd2, f;\n\t{{\n\t.param .b64 param0;\n\t.param .b32 param1;\n\t.param .b32 retval0;\n\
         \tprototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _, .param .b32 _);\n\
         \tcall (retval0), %rd2, (param0, param1), prototype_0;\n\t}}\n\
         \tcall.uni g, ();\n\tcall g;\n\tret;\n}}\n\
         .func (.param .b32 func_retval0) f(.param .b64 a, .param .b32 b)\n{{\n\tst.param.b32 [func_retval0+0], 0;\n\tret;\n}}\n\
         .func g()\n{{\n\tret;\n}}\n"
    ));
    let f = m.func("k").unwrap();
    let stmts: Vec<&Stmt> = f.layout.iter().flat_map(|&b| &f.blocks[b].stmts).collect();
    assert!(matches!(stmts[0], Stmt::ScopeBegin));
    assert!(matches!(stmts[1], Stmt::Decl(d) if d.space == Space::Param && d.name == "param0"));
    assert!(matches!(stmts[8], Stmt::ScopeEnd));
    let is = insts(f);
    let sym = |s: &str| Operand::Sym(s.into());
    assert_eq!(is[2].op.words(), ["call", "uni"]);
    assert_eq!(
        is[2].operands,
        [
            Operand::List(vec![sym("retval0")]),
            sym("f"),
            Operand::List(vec![sym("param0"), sym("param1")])
        ]
    );
    assert_eq!(is[4].operands[1], sym("f"));
    // The prototype is a directive in the block its label starts; the
    // indirect call names that block.
    assert!(is[5].is_directive());
    assert_eq!(is[5].op.text(), ".callprototype");
    assert_eq!(
        is[5].operands,
        [sym("(.param .b32 _) _ (.param .b64 _, .param .b32 _)")]
    );
    let proto = f
        .layout
        .iter()
        .copied()
        .find(|&b| f.blocks[b].label.as_deref() == Some("prototype_0"));
    assert_eq!(is[6].operands[3], Operand::Label(proto.unwrap()));
    assert_eq!(is[6].operands[1], Operand::Reg(reg(f, "rd2")));
    assert_eq!(is[7].operands, [sym("g"), Operand::List(vec![])]);
    assert_eq!(is[8].operands, [sym("g")]);
    assert_eq!(f.regs[reg(f, "temp_param_reg")].ty, PtxType::B32);
}

#[test]
fn brx_idx_with_branchtargets() {
    let m = kernel(
        "\t.reg .b32 %r<2>;\n\tmov.u32 %r1, 1;\n$L_brx_0: .branchtargets\n\t$L__BB0_2,\n\t$L__BB0_3;\n\
         \tbrx.idx %r1, $L_brx_0;\n$L__BB0_2:\n\tret;\n$L__BB0_3:\n\texit;",
    );
    let f = &m.funcs[0];
    let b = |l: &str| {
        f.layout
            .iter()
            .copied()
            .find(|&b| f.blocks[b].label.as_deref() == Some(l))
            .unwrap()
    };
    let is = insts(f);
    assert!(is[1].is_directive());
    assert_eq!(
        is[1].operands,
        [
            Operand::Label(b("$L__BB0_2")),
            Operand::Label(b("$L__BB0_3"))
        ]
    );
    assert_eq!(
        is[2].operands,
        [Operand::Reg(reg(f, "r1")), Operand::Label(b("$L_brx_0"))]
    );
    let tbl = b("$L_brx_0");
    assert_eq!(f.blocks[tbl].stmts.len(), 2);
    body_error(
        "$L_brx_0: .branchtargets $L__BB0_2, $nowhere;\n\tret;\n$L__BB0_2:\n\tret;",
        6,
        37,
        "undefined label `$nowhere`",
    );
}

#[test]
fn pragmas_are_kept_in_place() {
    let m = parse(&format!(
        "{HEAD}.pragma \"nounroll\";\n.visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd1;\n\
         $L__BB0_1:\n\t.pragma \"nounroll\";\n\tadd.s32 %r1, %r1, 1;\n\t.pragma \"used_bytes_mask 4095\";\n\
         \tld.global.u32 %r2, [%rd1];\n\tbra $L__BB0_1;\n}}\n"
    ));
    let f = &m.funcs[0];
    assert_eq!(f.directives.other, ["pragma \"nounroll\";"]);
    let is = insts(f);
    assert!(is[0].is_directive() && is[0].op.text() == ".pragma");
    assert_eq!(is[0].operands, [Operand::Sym("\"nounroll\"".into())]);
    assert_eq!(
        is[2].operands,
        [Operand::Sym("\"used_bytes_mask 4095\"".into())]
    );
    assert!(!is[1].is_directive() && !is[3].is_directive());
    let printed = print_module(&m);
    assert!(
        printed.contains("\t.pragma \t\"used_bytes_mask 4095\";\n\tld.global.u32"),
        "{printed}"
    );
}

#[test]
fn common_instruction_forms() {
    let m = kernel(
        "\t.reg .pred %p1;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<6>;\n\
         \tcvta.to.global.u64 %rd2, %rd1;\n\tatom.global.add.f32 %f1, [%rd2], 0f3F800000;\n\
         \tatom.global.cas.b32 %r1, [%rd2+8], %r2, %r3;\n\tred.global.add.u32 [%rd2], 1;\n\
         \tbar.sync 0;\n\tbarrier.sync.aligned 1, 64;\n\tmembar.gl;\n\tfence.acq_rel.gpu;\n\
         \tvote.sync.ballot.b32 %r1, %p1, -1;\n\tmma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 \
         {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};\n\
         \tcp.async.ca.shared.global [%rd1], [%rd2], 16;\n\tcp.async.wait_all;\n\
         \tld.global.L1::no_allocate.L2::256B.f32 %f5, [%rd2];\n\t@%p1 trap;\n\tret;",
    );
    let is = insts(&m.funcs[0]);
    assert_eq!(is.len(), 15);
    assert_eq!(is[0].op.words(), ["cvta", "to", "global", "u64"]);
    assert_eq!(is[1].op.types(), [PtxType::F32]);
    assert_eq!(is[9].operands.len(), 4);
    assert_eq!(
        is[12].op.words(),
        ["ld", "global", "L1::no_allocate", "L2::256B", "f32"]
    );
    assert_eq!((is[13].op.base(), is[13].guard.is_some()), ("trap", true));
}

#[test]
fn texture_and_surface_instructions() {
    let m = kernel(
        "\t.reg .b32 %r<6>;\n\t.reg .b64 %rd<3>;\n\t.reg .f32 %f<7>;\n\
         \ttex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}];\n\
         \ttex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, %rd2, {%f5, %f6}];\n\
         \ttld4.r.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd1, {%f5, %f6}];\n\
         \tsuld.b.2d.b32.trap {%r1}, [%rd1, {%r2, %r3}];\n\tsust.b.2d.b32.trap [%rd1, {%r2, %r3}], {%r4};\n\
         \ttxq.width.b32 %r5, [%rd1];\n\tret;",
    );
    let f = &m.funcs[0];
    let is = insts(f);
    let r = |n: &str| Operand::Reg(reg(f, n));
    assert_eq!(
        is[0].operands[1],
        Operand::Bracket(vec![r("rd1"), Operand::Vector(vec![r("f5"), r("f6")])])
    );
    assert_eq!(
        is[1].operands[1],
        Operand::Bracket(vec![
            r("rd1"),
            r("rd2"),
            Operand::Vector(vec![r("f5"), r("f6")])
        ])
    );
    assert_eq!(
        is[4].operands[0],
        Operand::Bracket(vec![r("rd1"), Operand::Vector(vec![r("r2"), r("r3")])])
    );
    assert_eq!(
        is[5].operands[1],
        Operand::Addr(AddrBase::Reg(reg(f, "rd1")), 0)
    );
}

#[test]
fn located_errors() {
    // Undeclared register, at the operand.
    body_error(
        "\t.reg .b32 %r<3>;\n\tadd.s32 %r1, %r2, %r9;",
        7,
        20,
        "undeclared register `%r9`",
    );
    body_error(
        "\t.reg .b32 %r<3>;\n\t@%p1 ret;",
        7,
        3,
        "undeclared register `%p1`",
    );
    body_error(
        "\t.reg .b32 %r<3>;\n\t@%r1 ret;",
        7,
        3,
        "guard `%r1` is not a predicate register",
    );
    body_error(
        "\tret;\n$L1:\n\tret;\n$L1:\n\tret;",
        9,
        1,
        "label `$L1` defined twice",
    );
    body_error("\tbra $L__BB0_9;", 6, 6, "undefined label `$L__BB0_9`");
    body_error(
        "\t.reg .b32 %r1;\n\tbra %r1;",
        7,
        2,
        "`bra` needs a label operand",
    );
    body_error(
        "\t.reg .b32 %r1;\n\t.reg .b32 %r1;",
        7,
        12,
        "register `%r1` declared twice",
    );
    body_error(
        "\t.maxnreg 4;",
        6,
        2,
        "unknown directive `.maxnreg` in a function body",
    );
    body_error(
        "\t.reg .b32 %r1;\n\tmov.u32 %r1, 1\n\tret;",
        8,
        2,
        "expected `;` or `,` after the operand, found `ret`",
    );
    body_error(
        "\t.reg .b32 %r1;\n\tmov.u32 %r1, 0f3F80;",
        7,
        15,
        "malformed number `0f3F80`",
    );
    body_error("\t.reg .v4 .f32 %v;", 6, 7, "unsupported: vector registers");
    body_error("\tld.u32 %r1, [4+4];", 6, 9, "undeclared register `%r1`");
    body_error(
        "\t.reg .b32 %r1;\n\tld.u32 %r1, [4+4];",
        7,
        16,
        "unsupported: constant expressions",
    );
    error_at(
        &format!("{HEAD}.foo 1;\n"),
        4,
        1,
        "unknown directive `.foo`",
    );
    error_at(
        &format!("{HEAD}.global .v4 .f32 v;\n"),
        4,
        9,
        "unsupported: vector-typed variables",
    );
    error_at(
        &format!("{HEAD}.alias a, b;\n"),
        4,
        1,
        "unsupported: .alias",
    );
    error_at(
        &format!("{HEAD}.global .u32 a;\n.visible .global .u32 a;\n"),
        5,
        10,
        "redefinition of `a`",
    );
    error_at(
        &format!("{HEAD}.global .b8 m[2] = {{0xF0(g), 0}};\n"),
        4,
        21,
        "a mask() initializer selects one byte",
    );
    // Nested masks are refused before any recursion.
    error_at(
        &format!(
            "{HEAD}.global .b8 m[2] = {{{}g{}, 0}};\n",
            "0xFF(".repeat(100_000),
            ")".repeat(100_000)
        ),
        4,
        21,
        "a mask() initializer takes a symbol",
    );
    error_at(
        &format!("{HEAD}.visible .entry k()\n.maxthreads 4\n{{\n\tret;\n}}\n"),
        5,
        1,
        "unknown directive `.maxthreads` in a function header",
    );
    error_at(
        &format!("{HEAD}.visible .entry k()\n{{\n\tret;\n"),
        5,
        1,
        "function body not closed",
    );
    error_at(
        &format!("{HEAD}.visible .entry k()\n{{\n\t.pragma \"x;\n}}\n"),
        6,
        10,
        "unterminated string",
    );
    error_at(&format!("{HEAD}/* open\n"), 4, 1, "unterminated /* comment");
    error_at(
        &format!("{HEAD}.visible .entry k()\n{{\n\tret; é\n}}\n"),
        6,
        7,
        "unexpected character 'é'",
    );
    error_at(".target sm_80\n", 1, 1, "missing `.version`");
    error_at("", 1, 1, "missing `.version`");
    error_at(".version 7.x\n", 1, 10, "expected a version");
    // The rendering: file:line:col, the line, a caret under the column.
    let e = parse_ptx(
        "k.ptx",
        &format!("{HEAD}.visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\tmov.u32 %r1, %x;\n}}\n"),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "k.ptx:7:15: error: undeclared register `%x`\n\tmov.u32 %r1, %x;\n\t             ^"
    );
}

#[test]
fn hostile_inputs_do_not_panic() {
    let big = format!(
        "{HEAD}.global .u32 x[2] = {}1{};\n",
        "{".repeat(5000),
        "}".repeat(5000)
    );
    let deep = format!(
        "{HEAD}.visible .entry k()\n{{\n\t.reg .b32 %r1;\n\tmov.u32 %r1, {}%r1{};\n}}\n",
        "{".repeat(5000),
        "}".repeat(5000)
    );
    let scopes = format!("{HEAD}.visible .entry k()\n{{\n{}\n", "{".repeat(100_000));
    let inputs = [
        "}".to_string(),
        "{".into(),
        ".version".into(),
        ".version 7.0 .target".into(),
        format!("{HEAD}.visible .entry k()\n{{\n\t.reg .b32 %r<99999999999>;\n}}\n"),
        format!("{HEAD}.visible .entry k()\n{{\n\t.reg .b32 %r<18446744073709551616>;\n}}\n"),
        format!("{HEAD}.global .u32 g[99999999999][99999999999] = {{{{1}}, {{2}}}};\n"),
        format!("{HEAD}.global .u32 g = -18446744073709551615;\n"),
        big,
        deep,
        scopes,
        format!("{HEAD}.visible .entry k()\n{{\n\t.reg .b32 %r1;\n\tld.u32 %r1, [[[[%r1]]]];\n}}\n"),
        format!("{HEAD}.visible .entry k()\n{{\n\t.reg .b64 %rd1;\n\tld.u32 %rd1, [-9223372036854775809];\n}}\n"),
        format!("{HEAD}.section .debug_info {{ {{ }}\n"),
        format!("{HEAD}.visible .entry k()\n{{\n\t.callprototype _ (;\n}}\n"),
    ];
    for src in &inputs {
        match catch_unwind(|| parse_ptx("h.ptx", src)) {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => assert!(e.line >= 1 && e.col >= 1, "{e}"),
            Err(_) => panic!("panic on {:.200}", src),
        }
    }
}

/// PTX 7.1's mask operator: bytes of an address in a `.u8` array, as llc
/// writes a pointer in a packed struct.
#[test]
fn mask_initializers_read_and_print_back() {
    let m = parse(&format!(
        "{HEAD}.global .align 1 .u8 p;\n\
         .global .align 1 .u8 s[4] = {{1, 0xFF(generic(p)+3), 0xFF00(generic(p)+3), 0xFF0000(p)}};\n"
    ));
    let s = m.globals.iter().find(|g| g.name == "s").unwrap();
    let sym = |generic, offset| {
        Box::new(Init::Sym {
            name: "p".into(),
            offset,
            generic,
        })
    };
    assert_eq!(
        s.init.as_deref(),
        Some(
            &[
                Init::Int(1),
                Init::Masked {
                    byte: 0,
                    sym: sym(true, 3)
                },
                Init::Masked {
                    byte: 1,
                    sym: sym(true, 3)
                },
                Init::Masked {
                    byte: 2,
                    sym: sym(false, 0)
                },
            ][..]
        )
    );
    assert!(print_module(&m).contains("{1, 0xFF(generic(p)+3), 0xFF00(generic(p)+3), 0xFF0000(p)}"));
}
