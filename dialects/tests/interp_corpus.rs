//! Every corpus kernel with a harness spec (`tests/harness/*.spec`) runs in
//! the nvvm interpreter from both corpus forms (NVVM IR 2.0 and modern
//! LLVM). The two forms are independent front-end encodings of the same
//! CUDA source, so their output buffers must be byte-identical (including
//! which bytes were written), and no run may fail. A few simple kernels are
//! also checked against a Rust reference computation.

use interp::spec::{ArgSpec, Spec};
use interp::{map_globals, run_nvvm, Memory, RunStats};

mod common;

/// The result of one run: every buffer argument's bytes and initialized
/// bits, in argument order, and the instruction counts.
struct Outcome {
    buffers: Vec<(Vec<u8>, Vec<bool>)>,
    stats: RunStats,
}

impl Outcome {
    /// Buffer `k` (counting buffer arguments only) as f32, all initialized.
    fn f32s(&self, k: usize) -> Vec<f32> {
        let (b, init) = &self.buffers[k];
        assert!(init.iter().all(|&i| i), "buffer {k} not fully written");
        b.chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
    fn u32s(&self, k: usize) -> Vec<u32> {
        let (b, init) = &self.buffers[k];
        assert!(init.iter().all(|&i| i), "buffer {k} not fully written");
        b.chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
}

fn run(form: &str, spec: &Spec) -> Result<Outcome, String> {
    let stem = spec
        .corpus
        .as_deref()
        .expect("corpus specs name their file");
    let path = common::corpus_dir().join(form).join(format!("{stem}.ll"));
    let src = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let m = llvm::import::import(&path.to_string_lossy(), &src).map_err(|e| e.to_string())?;
    let mut mem = Memory::new();
    map_globals(&m, &mut mem).map_err(|e| e.to_string())?;
    let mat = spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    let stats = run_nvvm(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem)
        .map_err(|e| e.to_string())?;
    let buffers = mat
        .buffers
        .iter()
        .map(|(_, addr, b)| {
            mem.read_with_init(*addr, b.len * b.elem.size() as u64)
                .map_err(|e| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    Ok(Outcome { buffers, stats })
}

/// Input buffer `k` of a spec as the host generated it.
fn input<T: interp::HostScalar>(spec: &Spec, k: usize) -> Vec<T> {
    let (i, b) = spec
        .args
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            ArgSpec::Buffer(b) => Some((i, b)),
            _ => None,
        })
        .nth(k)
        .unwrap();
    let bytes = interp::spec::fill_bytes(b, spec.seed, i as u64)
        .unwrap()
        .unwrap();
    bytes.chunks_exact(T::ELEM.size()).map(T::get).collect()
}

fn spec_named(name: &str) -> Spec {
    common::harness_specs()
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no spec {name}"))
        .1
}

#[test]
fn every_corpus_kernel_has_a_spec() {
    let names: Vec<String> = common::harness_specs()
        .into_iter()
        .map(|(_, s)| s.kernel)
        .collect();
    let mut missing = Vec::new();
    for (form, path) in common::corpus_files() {
        if form != "nvvm" {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        let m = llvm::import::import("k.ll", &src).unwrap();
        for (_, f) in m.kernels() {
            if !names.contains(&f.name) {
                missing.push(f.name.clone());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "kernels without a harness spec: {missing:?}"
    );
}

#[test]
fn corpus_forms_agree() {
    let all = common::harness_specs();
    assert!(all.len() >= 47, "only {} specs", all.len());
    let mut failures = Vec::new();
    let mut total = 0;
    for (name, spec) in &all {
        let a = run("nvvm", spec);
        let b = run("modern", spec);
        match (a, b) {
            (Ok(a), Ok(b)) => {
                total += a.stats.insts + b.stats.insts;
                for (k, (x, y)) in a.buffers.iter().zip(&b.buffers).enumerate() {
                    if x != y {
                        let at = (0..x.0.len())
                            .find(|&i| x.0[i] != y.0[i] || x.1[i] != y.1[i])
                            .unwrap_or(0);
                        failures.push(format!(
                            "{name}: buffer {k} differs between the forms at byte {at}"
                        ));
                    }
                }
                // Every output buffer must have been written somewhere.
                for (k, (_, init)) in a.buffers.iter().enumerate() {
                    if !init.iter().any(|&i| i) {
                        failures.push(format!("{name}: buffer {k} was never written"));
                    }
                }
            }
            (a, b) => {
                for (form, r) in [("nvvm", a), ("modern", b)] {
                    if let Err(e) = r {
                        failures.push(format!("{name} ({form}): {e}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(total > 0);
}

#[test]
fn saxpy_matches_reference() {
    let spec = spec_named("saxpy");
    let out = run("nvvm", &spec).unwrap();
    let (x, y0) = (input::<f32>(&spec, 0), input::<f32>(&spec, 1));
    let y = out.f32s(1);
    for i in 0..256 {
        let want = if i < 250 {
            2.5f32 * x[i] + y0[i]
        } else {
            y0[i]
        };
        assert_eq!(y[i].to_bits(), want.to_bits(), "y[{i}]");
    }
}

#[test]
fn vecops_matches_reference() {
    let spec = spec_named("vec_axpby_clamp");
    let out = run("modern", &spec).unwrap();
    let (x, y) = (input::<f32>(&spec, 0), input::<f32>(&spec, 1));
    let (z, w, tmax) = (out.f32s(2), out.f32s(3), out.f32s(4));
    let mut m = vec![0f32; 128];
    for i in 0..300 {
        // fmaxf then fminf, as the kernel (clamp treats NaN differently).
        #[allow(clippy::manual_clamp)]
        let v = (1.5f32 * x[i] + -0.75f32 * y[i]).max(-1.0).min(1.0);
        let r = x[i] * y[i] - v;
        assert_eq!(z[i].to_bits(), v.to_bits(), "z[{i}]");
        assert_eq!(w[i].to_bits(), r.to_bits(), "w[{i}]");
        m[i % 128] = m[i % 128].max(r.abs());
    }
    assert_eq!(tmax, m);
}

/// The warp tree of `__shfl_down_sync` sums (lane 0's result), with the
/// out-of-range lanes reading their own value as the hardware does.
fn warp_sum(mut v: [f32; 32]) -> f32 {
    let mut off = 16;
    while off > 0 {
        let old = v;
        for l in 0..32 {
            let src = if l + off < 32 { l + off } else { l };
            v[l] = old[l] + old[src];
        }
        off >>= 1;
    }
    v[0]
}

#[test]
fn reduce_warp_matches_reference() {
    let spec = spec_named("reduce_warp");
    let out = run("nvvm", &spec).unwrap();
    let x = input::<f32>(&spec, 0);
    let (n, blocks, threads) = (1000, 2, 128);
    for b in 0..blocks {
        let mut sums = [0f32; 32];
        for (w, sum) in sums.iter_mut().enumerate().take(threads / 32) {
            let mut lanes = [0f32; 32];
            for (l, s) in lanes.iter_mut().enumerate() {
                let mut i = b * threads + w * 32 + l;
                while i < n {
                    *s += x[i];
                    i += threads * blocks;
                }
            }
            *sum = warp_sum(lanes);
        }
        let mut lanes = [0f32; 32];
        lanes[..threads / 32].copy_from_slice(&sums[..threads / 32]);
        assert_eq!(
            out.f32s(1)[b].to_bits(),
            warp_sum(lanes).to_bits(),
            "partial[{b}]"
        );
    }
}

#[test]
fn histogram_matches_reference() {
    let spec = spec_named("histogram256");
    let out = run("modern", &spec).unwrap();
    let data = input::<u8>(&spec, 0);
    let mut want = vec![0u32; 256];
    for &d in &data {
        want[d as usize] += 1;
    }
    assert_eq!(out.u32s(1), want);
}

#[test]
fn transpose_matches_reference() {
    let spec = spec_named("transpose32");
    let out = run("nvvm", &spec).unwrap();
    let (rows, cols) = (40, 48);
    let inp = input::<f32>(&spec, 0);
    let o = out.f32s(1);
    for r in 0..rows {
        for c in 0..cols {
            assert_eq!(o[c * rows + r], inp[r * cols + c], "out[{c}][{r}]");
        }
    }
}

#[test]
fn instruction_counts_are_reported() {
    let spec = spec_named("saxpy");
    let out = run("nvvm", &spec).unwrap();
    let s = &out.stats;
    assert_eq!(s.threads, 256);
    assert_eq!(s.per_op.values().sum::<u64>(), s.insts);
    // 250 threads pass the guard and do one fma-less a*x + y each.
    assert_eq!(s.per_op["nvvm.fmul"], 250);
    assert_eq!(s.per_op["nvvm.store"], 250);
    assert_eq!(s.per_op["llvm.nvvm.read.ptx.sreg.tid.x"], 256);
}
