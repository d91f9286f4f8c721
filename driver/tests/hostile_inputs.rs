//! Inputs found by fuzzing that once crashed the compiler or were accepted
//! and then refused by ptxas. Each is now either compiled to PTX that ptxas
//! accepts, or refused with a located error and exit status 1.

use std::path::Path;
use std::process::Command;

use tests::tools;

const HEADER: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";

/// A kernel `@k(ptr addrspace(1) %p)` with `body` before its `ret`.
fn kernel(globals: &str, body: &str) -> String {
    format!(
        "{HEADER}{globals}\ndefine void @k(ptr addrspace(1) %p) {{\n{body}  ret void\n}}\n\
         !nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"kernel\", i32 1}}\n"
    )
}

fn compile(dir: &Path, name: &str, src: &str) -> (Option<i32>, String, String) {
    let ll = dir.join(format!("{name}.ll"));
    std::fs::write(&ll, src).unwrap();
    let ptx = dir.join(format!("{name}.ptx"));
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .arg(&ll)
        .args(["--arch", "sm_90", "-o"])
        .arg(&ptx)
        .output()
        .unwrap();
    let text = std::fs::read_to_string(&ptx).unwrap_or_default();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        text,
    )
}

/// Refused: exit status 1, `file:line:col` of the offending line, the
/// expected words in the message.
fn refused(name: &str, src: &str, line: usize, words: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let (code, err, _) = compile(dir.path(), name, src);
    assert_eq!(code, Some(1), "{name}: {err}");
    assert!(err.contains(&format!("{name}.ll:{line}:")), "{name}: {err}");
    for w in words {
        assert!(err.contains(w), "{name}: no '{w}' in {err}");
    }
}

/// Accepted: exit status 0 and ptxas takes the PTX.
fn accepted(name: &str, src: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let (code, err, ptx) = compile(dir.path(), name, src);
    assert_eq!(code, Some(0), "{name}: {err}");
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        let p = dir.path().join(format!("{name}.ptx"));
        let o = Command::new(px)
            .args(["-arch=sm_90", "-o"])
            .arg(p.with_extension("cubin"))
            .arg(&p)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{name}: ptxas: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    ptx
}

#[test]
fn a_defined_llvm_function_is_refused_not_a_panic() {
    let src = format!("{HEADER}define void @llvm.foo() {{\n  ret void\n}}\n");
    refused(
        "defined_intrinsic",
        &src,
        2,
        &["llvm intrinsics cannot be defined"],
    );
}

#[test]
fn a_one_tib_zero_global_is_not_materialized() {
    let src = kernel(
        "@g = addrspace(1) global [1099511627776 x i8] zeroinitializer, align 4\n",
        "  %q = getelementptr [1099511627776 x i8], ptr addrspace(1) @g, i64 0, i64 7\n  \
         store i8 1, ptr addrspace(1) %q\n",
    );
    let ptx = accepted("huge_zero", &src);
    assert!(ptx.contains("g[1099511627776];"), "{ptx}");
    // A huge non-zero initializer is refused rather than written out.
    let src = kernel(
        "@h = addrspace(1) global { [1099511627776 x i8], i32 } { [1099511627776 x i8] zeroinitializer, i32 5 }\n",
        "",
    );
    refused("huge_init", &src, 2, &["unsupported:", "initializer of"]);
}

#[test]
fn alignment_must_be_a_power_of_two() {
    let src = kernel("@g = addrspace(1) global i32 0, align 3\n", "");
    refused("align3", &src, 2, &["alignment is not a power of two: 3"]);
    let src = kernel("", "  %v = load i32, ptr addrspace(1) %p, align 6\n");
    refused("load_align6", &src, 4, &["power of two"]);
}

#[test]
fn globals_whose_initializers_cycle_are_refused() {
    let src = kernel(
        "@g = addrspace(1) global ptr addrspace(1) @g, align 8\n",
        "",
    );
    refused("self_ref", &src, 2, &["circular dependency", "@g -> @g"]);
    let src = kernel(
        "@a = addrspace(1) global ptr addrspace(1) @b\n@b = addrspace(1) global ptr addrspace(1) @a\n",
        "",
    );
    refused("cycle", &src, 2, &["@a -> @b -> @a"]);
}

#[test]
fn a_global_is_declared_before_an_initializer_uses_it() {
    let src = kernel(
        "@a = addrspace(1) global ptr addrspace(1) @b\n@b = addrspace(1) global i32 5\n",
        "  %v = load ptr addrspace(1), ptr addrspace(1) @a\n  \
         store ptr addrspace(1) %v, ptr addrspace(1) %p\n",
    );
    let ptx = accepted("forward_ref", &src);
    let (b, a) = (ptx.find(" b = 5").unwrap(), ptx.find(" a = b").unwrap());
    assert!(b < a, "{ptx}");
}

#[test]
fn the_q_constraint_takes_only_i128() {
    let src = kernel(
        "",
        "  %v = load i32, ptr addrspace(1) %p\n  \
         %r = call i32 asm \"mov.b32 $0, $1;\", \"=r,q\"(i32 %v)\n  \
         store i32 %r, ptr addrspace(1) %p\n",
    );
    refused(
        "q_on_i32",
        &src,
        5,
        &["asm constraint 'q'", "expected an i128"],
    );
    let src = kernel(
        "",
        "  %v = load i128, ptr addrspace(1) %p\n  \
         %r = call i128 asm \"mov.b128 $0, $1;\", \"=q,q\"(i128 %v)\n  \
         store i128 %r, ptr addrspace(1) %p\n",
    );
    accepted("q_on_i128", &src);
}

#[test]
fn float_literals_out_of_range_or_inexact_hex_are_refused() {
    // Decimals round to the nearest value of the type (LLVM 21 and later
    // print `float 1.002960e+00`), but may not overflow or underflow it.
    let src = kernel("@g = addrspace(1) global float 1.0e39\n", "");
    refused(
        "float_1e39",
        &src,
        2,
        &["floating point constant invalid for type"],
    );
    let src = kernel(
        "",
        "  %x = load half, ptr addrspace(1) %p\n  %y = fadd half %x, 70000.0\n  \
         store half %y, ptr addrspace(1) %p\n",
    );
    refused("half_70000", &src, 5, &["not representable as"]);
    // The double-hex form must still be exact for a float.
    let src = kernel("@g = addrspace(1) global float 0x3FB999999999999A\n", "");
    refused("float_hex_inexact", &src, 2, &["not representable as"]);
    // Exact values, rounded decimals, LLVM's hex forms and LLVM 21's
    // bit patterns (`f0x`) are fine.
    let src = kernel(
        "@g = addrspace(1) global float 0.5\n@h = addrspace(1) global float 0x3FB99999A0000000\n\
         @i = addrspace(1) global float 0.1\n@j = addrspace(1) global float f0x3FB8AA3B\n\
         @m = addrspace(1) global half 0.3\n",
        "",
    );
    accepted("float_forms", &src);
}

/// A call through a constant pointer (`null`, or `inttoptr` of one), as
/// LLVM's NVPTX tests leave in unreachable code (bug52623.ll): selected as
/// an indirect call with the call's prototype, which ptxas takes.
#[test]
fn a_call_through_a_constant_pointer_is_an_indirect_call() {
    let src = kernel(
        "",
        "  %v = load i32, ptr addrspace(1) %p\n  %c = icmp eq i32 %v, 12345\n  \
         br i1 %c, label %dead, label %out\ndead:\n  %r = call i32 null(i32 %v)\n  \
         %s = call i32 inttoptr (i64 64 to ptr)(i32 %r)\n  store i32 %s, ptr addrspace(1) %p\n  \
         br label %out\nout:\n",
    );
    let ptx = accepted("call_const", &src);
    assert!(ptx.contains(".callprototype"), "{ptx}");
}

/// `inttoptr` of an integer in an initializer is that address (a vtable
/// slot holding an offset, LLVM's NVPTX test b52037.ll); it used to be an
/// unsupported constant expression.
#[test]
fn an_integer_address_in_an_initializer_is_its_bytes() {
    let src = kernel(
        "@tab = internal addrspace(1) constant [2 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null], align 8\n",
        "  %q = load ptr, ptr addrspace(1) @tab\n  %i = ptrtoint ptr %q to i64\n  \
         store i64 %i, ptr addrspace(1) %p\n",
    );
    let ptx = accepted("inttoptr_init", &src);
    assert!(ptx.contains("16") && !ptx.contains("unsupported"), "{ptx}");
}

/// A 32-bit nvptx module (LLVM's own NVPTX tests keep such triples and
/// data layouts, and run llc with `-mtriple=nvptx64`) is compiled for
/// nvptx64 as llc then does, with a located warning: ptxas has no 32-bit
/// mode. Other targets stay refused.
#[test]
fn a_32_bit_nvptx_module_is_compiled_for_nvptx64_with_a_warning() {
    let body = "define void @k(ptr addrspace(1) %p) {\n  store i32 7, ptr addrspace(1) %p\n  \
                ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
    for (head, what) in [
        (
            "target triple = \"nvptx-nvidia-cuda\"\n",
            "a 32-bit nvptx target triple",
        ),
        (
            "target datalayout = \"e-p:32:32-i64:64-v16:16-v32:32-n16:32:64\"\n",
            "32-bit pointers in the data layout",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, err, ptx) = compile(dir.path(), "m32", &format!("{head}{body}"));
        assert_eq!(code, Some(0), "{err}");
        assert!(
            err.contains(&format!("m32.ll:1:1: warning: {what}")),
            "{err}"
        );
        assert!(ptx.contains(".address_size 64"), "{ptx}");
    }
    accepted(
        "m32_ptxas",
        &format!("target triple = \"nvptx-nvidia-cuda\"\n{body}"),
    );
    refused(
        "x86",
        &format!("target triple = \"x86_64-unknown-linux-gnu\"\n{body}"),
        1,
        &["unsupported: target triple"],
    );
}
