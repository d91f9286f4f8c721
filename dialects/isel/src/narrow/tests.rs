use rustc_hash::FxHashSet;

use super::narrow_low_halves;

fn run(decls: &str, body: &str) -> (usize, String) {
    let src = format!(
        ".version 7.0\n.target sm_80\n.address_size 64\n.shared .align 4 .b8 smem[256];\n.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<20>;\n\t.reg .b64 %rd<20>;\n{decls}{body}\tret;\n}}\n"
    );
    let mut m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
    let shared: FxHashSet<String> = ["smem".to_string()].into_iter().collect();
    let n = narrow_low_halves(&mut m.funcs[0], &shared);
    (n, ptx::print::print_module(&m))
}

#[test]
fn shared_addresses_become_32_bit() {
    let (n, t) = run(
        "",
        "\tld.param.u32 %r1, [k_param_1];\n\tmul.wide.s32 %rd1, %r1, 4;\n\tmov.u64 %rd2, smem;\n\tadd.s64 %rd3, %rd2, %rd1;\n\tst.shared.u32 [%rd3+4], %r1;\n\tcvt.u32.u64 %r2, %rd3;\n\tst.shared::cta.b32 [%r2], %r1;\n",
    );
    assert_eq!(n, 3, "{t}");
    assert!(t.contains("mul.lo.s32"), "{t}");
    assert!(
        t.contains("mov.u32 \t%r3, smem;") || t.contains("mov.u32"),
        "{t}"
    );
    let body = &t[t.find("ld.param").unwrap()..];
    assert!(!body.contains("%rd"), "no 64-bit register is left: {t}");
    assert!(
        !t.contains("cvt.u32.u64"),
        "the truncation reads the 32-bit value: {t}"
    );
}

#[test]
fn a_full_width_reader_keeps_64_bits() {
    let (n, t) = run(
        "",
        "\tld.param.u32 %r1, [k_param_1];\n\tmul.wide.s32 %rd1, %r1, 4;\n\tld.param.u64 %rd4, [k_param_0];\n\tadd.s64 %rd3, %rd4, %rd1;\n\tst.global.u32 [%rd3], %r1;\n\tcvt.u32.u64 %r2, %rd3;\n\tst.shared.b32 [%r2], %r1;\n",
    );
    assert_eq!(n, 0, "{t}");
    assert!(t.contains("add.s64"), "{t}");
}

#[test]
fn a_loaded_operand_is_truncated_once_after_its_definition() {
    let (n, t) = run(
        "",
        "\tld.param.u64 %rd4, [k_param_0];\n\tmov.u32 %r1, 0;\n$L_loop:\n\tadd.s64 %rd5, %rd4, 16;\n\tcvt.u32.u64 %r2, %rd5;\n\tst.shared.b32 [%r2], %r1;\n\tadd.s32 %r1, %r1, 1;\n\tsetp.lt.u32 %p1, %r1, 8;\n\t@%p1 bra $L_loop;\n",
    );
    assert_eq!(n, 1, "{t}");
    let load = t.find("ld.param.u64").expect("the load stays");
    let trunc = t.find("cvt.u32.u64").expect("one truncation");
    assert!(trunc > load && trunc < t.find("$L_loop:").unwrap(), "{t}");
    assert!(t.contains("add.s32 \t%r"), "{t}");
}

#[test]
fn a_global_address_or_high_bits_block_narrowing() {
    let (n, t) = run(
        "",
        "\tld.param.u32 %r1, [k_param_1];\n\tcvt.u64.u32 %rd1, %r1;\n\tshr.u64 %rd2, %rd1, 3;\n\tcvt.u32.u64 %r2, %rd2;\n\tst.shared.b32 [%r2], %r1;\n",
    );
    assert_eq!(n, 0, "shr reads the high half: {t}");
}

#[test]
fn a_float_source_is_not_narrowed() {
    // `mov.b64` of a double: the 64-bit integer register has no integer
    // source to narrow from (the random-kernel run found this one).
    let (n, t) = run(
        "\t.reg .f64 %fd<4>;\n",
        "\tld.param.u64 %rd1, [k_param_0];\n\tld.global.f64 %fd1, [%rd1];\n\tmov.b64 %rd2, %fd1;\n\tcvt.u32.u64 %r1, %rd2;\n\tst.global.u32 [%rd1], %r1;\n",
    );
    assert_eq!(n, 0, "{t}");
    assert!(t.contains("mov.b64"), "{t}");
}

#[test]
fn a_root_defined_by_a_vector_load_is_truncated_after_it() {
    // `{%rd2, %rd3}`: the truncation of a root follows its definition
    // whatever the definition's shape (the random-kernel run found a
    // narrowed `and` reading a truncation that was never written).
    let (n, t) = run(
        "",
        "\tld.param.u64 %rd1, [k_param_0];\n\tld.global.nc.v2.u64 {%rd2, %rd3}, [%rd1];\n\tand.b64 %rd4, %rd2, 63;\n\tcvt.u32.u64 %r1, %rd4;\n\tshr.u64 %rd5, %rd3, %r1;\n\tst.global.u64 [%rd1], %rd5;\n",
    );
    assert_eq!(n, 1, "{t}");
    let load = t.find("ld.global.nc.v2.u64").expect("the load");
    let trunc = t.find("cvt.u32.u64").expect("the root's truncation");
    assert!(trunc > load, "{t}");
    assert!(t.contains("and.b32"), "{t}");
}
