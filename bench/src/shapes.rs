//! Synthetic kernels whose size is one knob, for compile-time scaling:
//! each shape is written as modern LLVM IR with about `n` operations.
//!
//! - `ops`: one dependence chain cycling mul/add/xor/sub with parameter
//!   operands (nothing to rewrite);
//! - `sum`: additions alternating a constant and a parameter, whose
//!   constants the algebra rules pull out of the whole sum (saturation
//!   multiplies classes and nodes);
//! - `dag`: `x_i = x_{i-1} op x_{i-2}`, every value used twice (each
//!   value's cost set contains the previous two: quadratic extraction
//!   before cost sets shared unchanged subtrees);
//! - `nest`: loops nested `n / 5` deep (a phi, an add, a compare and two
//!   branches per level) around one load and store.

/// The shapes, in report order.
pub const SHAPES: [&str; 4] = ["ops", "sum", "dag", "nest"];

const HEADER: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";

/// The kernel of `shape` with about `n` operations.
pub fn kernel(shape: &str, n: usize) -> String {
    match shape {
        "nest" => nest((n / 5).max(1)),
        _ => chain(shape, n),
    }
}

fn chain(shape: &str, n: usize) -> String {
    let mut s = format!(
        "{HEADER}define ptx_kernel void @chain(ptr addrspace(1) %p, i32 %a, i32 %b) {{\n\
         entry:\n  %x0 = load i32, ptr addrspace(1) %p, align 4\n  %x1 = add i32 %x0, %a\n"
    );
    for i in 2..=n {
        let op = ["mul", "add", "xor", "sub"][i % 4];
        let line = match shape {
            "ops" => {
                let arg = if i % 2 == 1 { "%a" } else { "%b" };
                format!("  %x{i} = {op} i32 %x{}, {arg}\n", i - 1)
            }
            "dag" => format!("  %x{i} = {op} i32 %x{}, %x{}\n", i - 1, i - 2),
            _ if i % 2 == 1 => format!("  %x{i} = add i32 %x{}, {i}\n", i - 1),
            _ => format!("  %x{i} = add i32 %x{}, %a\n", i - 1),
        };
        s += &line;
    }
    s += &format!("  store i32 %x{n}, ptr addrspace(1) %p, align 4\n  ret void\n}}\n");
    s
}

fn nest(depth: usize) -> String {
    let mut s = format!(
        "{HEADER}define ptx_kernel void @nest(ptr addrspace(1) %p, i32 %n) {{\n\
         entry:\n  br label %h0\n"
    );
    for k in 0..depth {
        let from = if k == 0 {
            "entry".to_string()
        } else {
            format!("h{}", k - 1)
        };
        let next = if k + 1 < depth {
            format!("h{}", k + 1)
        } else {
            "body".into()
        };
        s += &format!(
            "h{k}:\n  %i{k} = phi i32 [ 0, %{from} ], [ %i{k}n, %l{k} ]\n  br label %{next}\n"
        );
    }
    let last = depth - 1;
    s += &format!(
        "body:\n  %v = load i32, ptr addrspace(1) %p, align 4\n  %w = add i32 %v, %i{last}\n  \
         store i32 %w, ptr addrspace(1) %p, align 4\n  br label %l{last}\n"
    );
    for k in (0..depth).rev() {
        let out = if k > 0 {
            format!("l{}", k - 1)
        } else {
            "exit".into()
        };
        s += &format!(
            "l{k}:\n  %i{k}n = add i32 %i{k}, 1\n  %c{k} = icmp slt i32 %i{k}n, %n\n  \
             br i1 %c{k}, label %h{k}, label %{out}\n"
        );
    }
    s += "exit:\n  ret void\n}\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_imports_and_verifies_with_about_n_operations() {
        for shape in SHAPES {
            let src = kernel(shape, 200);
            let m = llvm::import::import("k.ll", &src).unwrap_or_else(|e| panic!("{shape}: {e}"));
            dialects::verify::verify_module(&m).unwrap_or_else(|e| panic!("{shape}: {e:?}"));
            let insts = src.lines().filter(|l| l.starts_with("  ")).count();
            assert!(
                (180..=230).contains(&insts),
                "{shape}: {insts} instructions"
            );
        }
    }
}
