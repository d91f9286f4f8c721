//! CUDA written the way real projects write it (`tests/cuda/realworld.cu`,
//! compiled with NVIDIA's real headers into both IR forms by
//! `../shared/tools/cu2nvvm.py`; `tests/cuda/README.md`): by-value structs,
//! local arrays and aggregates, function tables and virtual calls, the fp16
//! header's inline asm, address arithmetic in a global initializer, a local
//! array passed as a generic pointer, a 4,800-byte parameter, warp
//! intrinsics. Each kernel of each form, compiled at -O3, computes on the
//! PTX interpreter what the input computes on the nvvm interpreter (the
//! fp16 header's inline asm included), ptxas accepts it, and the NVVM IR form has a stack frame
//! only where libNVVM's PTX of the same kernel has one.

use interp::memory::Memory;
use interp::{ArgValue, Launch};
use tests::tools;

mod common;

fn compile(m: &dialects::ir::Module) -> String {
    common::compile_in_process(m, &["-O3", "--arch", "sm_80"])
}

const THREADS: u32 = 64;
const BLOCKS: u32 = 2;
const N: usize = (THREADS * BLOCKS) as usize;

/// What an output buffer holds, for comparing.
#[derive(Clone, Copy)]
enum Out {
    F32,
    F16,
    Exact,
}

/// One kernel's arguments in `mem`, and its output buffers (address,
/// bytes, kind).
type Setup = fn(&mut Memory) -> (Vec<ArgValue>, Vec<(u64, u64, Out)>);

fn floats(n: usize, salt: u32) -> Vec<f32> {
    (0..n)
        .map(|i| {
            let k = (i as u32).wrapping_mul(2_654_435_761).wrapping_add(salt) >> 8;
            (k % 2000) as f32 / 250.0 - 4.0
        })
        .collect()
}

fn in_out(mem: &mut Memory) -> (Vec<ArgValue>, Vec<(u64, u64, Out)>) {
    let x = mem.alloc_slice("in", &floats(N, 1));
    let out = mem.alloc_slice("out", &[0f32; N]);
    (
        vec![ArgValue::Ptr(x), ArgValue::Ptr(out)],
        vec![(out, N as u64 * 4, Out::F32)],
    )
}

fn cases() -> Vec<(&'static str, Setup)> {
    vec![
        ("_Z12byval_struct6ParamsPf", |mem| {
            let src = mem.alloc_slice("src", &floats(N, 2));
            let out = mem.alloc_slice("out", &[0f32; N]);
            // struct Params { float scale, bias; int n; const float *src; }
            let mut p = Vec::new();
            p.extend(1.5f32.to_le_bytes());
            p.extend((-0.25f32).to_le_bytes());
            p.extend(100i32.to_le_bytes());
            p.extend(0u32.to_le_bytes());
            p.extend(src.to_le_bytes());
            (
                vec![ArgValue::ByVal(p), ArgValue::Ptr(out)],
                vec![(out, N as u64 * 4, Out::F32)],
            )
        }),
        ("_Z16local_array_loopPKfPf", in_out),
        ("_Z16small_aggregatesPKfPf", in_out),
        ("_Z14function_tablePKfPf", in_out),
        ("_Z12virtual_callPKfPf", in_out),
        ("_Z9half_mathPK6__halfPS_", |mem| {
            let h: Vec<u16> = floats(N, 3).iter().map(|&f| interp_f16(f)).collect();
            let x = mem.alloc_slice("in", &h);
            let out = mem.alloc_slice("out", &[0u16; N]);
            (
                vec![ArgValue::Ptr(x), ArgValue::Ptr(out)],
                vec![(out, N as u64 * 2, Out::F16)],
            )
        }),
        ("_Z17global_init_arithPi", |mem| {
            let out = mem.alloc_slice("out", &[0i32; N]);
            (
                vec![ArgValue::Ptr(out)],
                vec![(out, THREADS as u64 * 4, Out::Exact)],
            )
        }),
        ("_Z16local_to_genericPKfPf", in_out),
        ("_Z10big_params3BigPf", |mem| {
            let out = mem.alloc_slice("out", &[0f32; N]);
            let b: Vec<u8> = floats(1200, 4)
                .iter()
                .flat_map(|f| f.to_le_bytes())
                .collect();
            (
                vec![ArgValue::ByVal(b), ArgValue::Ptr(out)],
                vec![(out, THREADS as u64 * 4, Out::F32)],
            )
        }),
        ("_Z8warp_opsPKfPfPj", |mem| {
            let x = mem.alloc_slice("in", &floats(N, 5));
            let out = mem.alloc_slice("out", &[0f32; N / 32]);
            let votes = mem.alloc_slice("votes", &[0u32; N / 32]);
            (
                vec![ArgValue::Ptr(x), ArgValue::Ptr(out), ArgValue::Ptr(votes)],
                vec![
                    (out, N as u64 / 32 * 4, Out::F32),
                    (votes, N as u64 / 32 * 4, Out::Exact),
                ],
            )
        }),
    ]
}

/// An f32 as the nearest f16 bit pattern (inputs are moderate: no
/// subnormals or overflow).
fn interp_f16(f: f32) -> u16 {
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    if f == 0.0 {
        return sign;
    }
    let e = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let m = b & 0x7f_ffff;
    let mut h = (sign as u32) | ((e as u32) << 10) | (m >> 13);
    if m & 0x1000 != 0 && (m & 0x2fff) != 0 {
        h += 1;
    }
    h as u16
}

fn f16_value(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f32;
    match e {
        0 => sign * m * 2f32.powi(-24),
        31 => f32::NAN,
        _ => sign * (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}

/// Runs `kernel` with `setup`'s arguments through `go`; the output bytes.
fn outputs(
    setup: Setup,
    go: impl Fn(&[ArgValue], &mut Memory, &Launch) -> Result<(), String>,
) -> Result<Vec<(Vec<u8>, Out)>, String> {
    let mut mem = Memory::new();
    let (args, outs) = setup(&mut mem);
    let launch = Launch::new([BLOCKS, 1, 1], [THREADS, 1, 1]);
    go(&args, &mut mem, &launch)?;
    Ok(outs
        .iter()
        .map(|&(a, n, k)| (mem.read(a, n).unwrap(), k))
        .collect())
}

fn agree(kernel: &str, want: &[(Vec<u8>, Out)], got: &[(Vec<u8>, Out)]) {
    for ((w, k), (g, _)) in want.iter().zip(got) {
        match k {
            Out::Exact => assert_eq!(w, g, "{kernel}"),
            Out::F32 | Out::F16 => {
                let vals = |b: &[u8]| -> Vec<f32> {
                    match k {
                        Out::F16 => b
                            .chunks(2)
                            .map(|c| f16_value(u16::from_le_bytes([c[0], c[1]])))
                            .collect(),
                        _ => b
                            .chunks(4)
                            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                            .collect(),
                    }
                };
                // f32: contraction (one rounding fewer); f16: an ulp of
                // the approximate lg2/ex2.
                let tol = if matches!(k, Out::F16) { 2e-3 } else { 1e-5 };
                for (i, (a, b)) in vals(w).iter().zip(vals(g)).enumerate() {
                    assert!(
                        (a - b).abs() <= tol * (1.0 + a.abs()),
                        "{kernel}: element {i}: {a} against {b}"
                    );
                }
                assert!(vals(w).iter().any(|&v| v != 0.0), "{kernel}: all zero");
            }
        }
    }
}

#[test]
fn real_world_cuda_compiles_runs_and_keeps_no_frame_libnvvm_avoids() {
    let root = tools::repo_root().join("tests/cuda");
    let compilers = tools::need_compilers();
    let nvvm_ptx = compilers.as_ref().map(|c| {
        tools::libnvvm_ptx(
            c,
            &root.join("realworld.nvvm.ll"),
            false,
            &["-arch=compute_80", "-opt=3"],
        )
    });
    for form in ["nvvm", "modern"] {
        let src = std::fs::read_to_string(root.join(format!("realworld.{form}.ll"))).unwrap();
        let m = llvm::import::import("realworld.ll", &src).unwrap();
        let ptx = compile(&m);
        let pm = ptx::parse::parse_ptx("rw.ptx", &ptx).unwrap();
        assert!(
            ptx.contains(".version 8."),
            "{form}: big_params needs PTX 8.1"
        );
        for (kernel, setup) in cases() {
            let got = outputs(setup, |a, mem, l| {
                interp::ptx_exec::run_ptx(&pm, kernel, l, a, mem)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            })
            .unwrap_or_else(|e| panic!("{form} {kernel}: {e}"));
            let want = outputs(setup, |a, mem, l| {
                interp::run_nvvm(&m, kernel, l, a, mem)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            });
            let want = want.unwrap_or_else(|e| panic!("{form} {kernel}: input: {e}"));
            agree(kernel, &want, &got);
        }
        // libNVVM reads the NVVM IR form only; the modern form keeps
        // clang's `llvm.loop.unroll.disable` (cu2nvvm's -fno-unroll-loops,
        // which the NVVM form's sanitizer drops), so its loops stay loops.
        let (Some(c), Some(theirs), "nvvm") = (&compilers, &nvvm_ptx, form) else {
            continue;
        };
        let ours = tools::ptxas_stack_frames(&c.ptxas, &ptx, "sm_80");
        let base = tools::ptxas_stack_frames(&c.ptxas, theirs, "sm_80");
        for (kernel, _) in cases() {
            let (o, b) = (ours[kernel], base[kernel]);
            assert!(
                o == 0 || b > 0,
                "{form} {kernel}: a {o}-byte frame where libNVVM has none"
            );
        }
    }
}
