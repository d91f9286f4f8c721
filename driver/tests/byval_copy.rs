//! `byval-copy` in the -O3 pipeline (`tests/byvalcopy/cases.ll`): a
//! kernel's by-value struct that the kernel updates in place (CUB's
//! `GridEvenShare` shape) keeps its fields in registers, where with the
//! pass off instruction selection copies it to a local frame; a struct
//! whose address escapes keeps its frame either way, and one an inlined
//! by-value call only copies is read in place, not copied twice; one read
//! through a `select` takes its generic address with `cvta.param`. Each result is
//! interpreted against -O0 and assembled by ptxas.

mod common;

use common::{compile_kernel, count_lines, same_ptx_results};

const FILE: &str = "tests/byvalcopy/cases.ll";

#[test]
fn a_written_struct_leaves_local_memory() {
    let on = compile_kernel(FILE, "written", &["-O3"]);
    let off = compile_kernel(FILE, "written", &["-O3", "--opt=-no-byval-copy=1"]);
    let o0 = compile_kernel(FILE, "written", &["-O0"]);
    assert_eq!(count_lines(&on, ".local"), 0, "{on}");
    assert_eq!(count_lines(&on, "st.local"), 0, "{on}");
    assert_eq!(count_lines(&off, ".local"), 1, "{off}");
    assert!(count_lines(&off, "st.local") >= 6, "{off}");
    for fields in ["1,100,7,3,0,0", "11,0,7,3,0,0"] {
        let spec = format!(
            "kernel written\nblock 64\narg i32[64] zero\narg i32 5\narg byval i32({fields})\n"
        );
        same_ptx_results(&spec, &o0, &on);
        same_ptx_results(&spec, &o0, &off);
    }
}

#[test]
fn an_inlined_copy_reads_the_parameter_in_place() {
    let on = compile_kernel(FILE, "inlined", &["-O3"]);
    let o0 = compile_kernel(FILE, "inlined", &["-O0"]);
    assert_eq!(count_lines(&on, ".local"), 0, "{on}");
    assert_eq!(count_lines(&on, "ld.param.u32"), 2, "{on}");
    let spec = "kernel inlined\nblock 64\narg i32[64] zero\narg byval i32(9,2,3,4,5,6)\n";
    same_ptx_results(spec, &o0, &on);
}

#[test]
fn a_struct_read_through_a_select_is_addressed_in_param_space() {
    let on = compile_kernel(FILE, "chosen", &["-O3"]);
    let o0 = compile_kernel(FILE, "chosen", &["-O0"]);
    assert_eq!(count_lines(&on, ".local"), 0, "{on}");
    assert_eq!(count_lines(&on, "cvta.param.u64"), 1, "{on}");
    assert!(on.contains(".version 7.7"), "{on}");
    let spec = "kernel chosen\nblock 64\narg i32[64] zero\narg byval i32(0,0,77,0)\n";
    same_ptx_results(spec, &o0, &on);
}

#[test]
fn an_escaping_struct_keeps_its_frame() {
    let on = compile_kernel(FILE, "escapes", &["-O3"]);
    let o0 = compile_kernel(FILE, "escapes", &["-O0"]);
    assert_eq!(count_lines(&on, ".local"), 1, "{on}");
    let spec = "kernel escapes\nblock 64\narg i32[64] zero\narg byval i32(9,2,3,4,5,6)\n";
    same_ptx_results(spec, &o0, &on);
}
