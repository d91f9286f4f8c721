//! Tensor-core intrinsics: `wmma.load/store/mma`, `mma.sync`, `ldmatrix`
//! and `stmatrix`. Their names spell the PTX instruction nearly word for
//! word; what selection adds is the operand shape: each fragment element
//! is one 32- or 64-bit register, and a `<2 x half>` element (two 16-bit
//! leaves here) travels packed in one `.b32`.
//!
//! Fragment sizes are the PTX ISA's (section 9.7.14/9.7.15, "Matrix
//! fragments"); the LLVM spellings are those of `IntrinsicsNVVM.td`.
//! The warpgroup MMA's fence, commit and wait are selected for sm_90a; the
//! sparse `mma.sp`, `wgmma.mma_async` (which front ends write as inline
//! asm) and Blackwell's `tcgen05` are rejected as unsupported.

use super::func::{reg, FnSel, R};
use super::regs::Ext;
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

/// A `.b32` result register and the two 16-bit leaves it unpacks into.
type Unpack = (Reg, Reg, Reg);

/// 32-bit registers per thread of one fragment: `geom`, fragment `a`..`d`,
/// element type as PTX spells it. Dense forms only.
fn frag_regs(geom: &str, frag: char, t: &str) -> Option<usize> {
    let ab = frag == 'a' || frag == 'b';
    let int8 = matches!(t, "s8" | "u8");
    let int4 = matches!(t, "s4" | "u4");
    let fp8 = matches!(t, "e4m3" | "e5m2");
    let n = match (geom, frag) {
        ("m16n16k16", _) if ab && int8 => 2,
        ("m8n32k16", 'a') if int8 => 1,
        ("m8n32k16", 'b') if int8 => 4,
        ("m32n8k16", 'a') if int8 => 4,
        ("m32n8k16", 'b') if int8 => 1,
        ("m16n16k16" | "m8n32k16" | "m32n8k16", _) if !ab && t == "s32" => 8,
        ("m16n16k16", _) if ab && t == "bf16" => 4,
        ("m8n32k16", 'a') if t == "bf16" => 2,
        ("m8n32k16", 'b') if t == "bf16" => 8,
        ("m32n8k16", 'a') if t == "bf16" => 8,
        ("m32n8k16", 'b') if t == "bf16" => 2,
        ("m16n16k8", _) if ab && t == "tf32" => 4,
        ("m8n8k16", _) if ab && int8 => 1,
        ("m8n8k32", _) if ab && int4 => 1,
        ("m8n8k128", _) if ab && t == "b1" => 1,
        ("m8n8k16" | "m8n8k32" | "m8n8k128", _) if t == "s32" => 2,
        ("m8n8k4", _) if t == "f64" => [1, 1, 2, 2][(frag as u8 - b'a') as usize],
        ("m8n8k4", _) if ab && t == "f16" => 2,
        ("m16n8k4", 'a') if t == "tf32" => 2,
        ("m16n8k4", 'b') if t == "tf32" => 1,
        ("m16n8k8", 'a') if matches!(t, "f16" | "bf16") => 2,
        ("m16n8k8", 'b') if matches!(t, "f16" | "bf16") => 1,
        ("m16n8k8", 'a') if t == "tf32" => 4,
        ("m16n8k8", 'b') if t == "tf32" => 2,
        ("m16n8k16", 'a') if matches!(t, "f16" | "bf16") => 4,
        ("m16n8k16", 'a') if int8 => 2,
        ("m16n8k16", 'b') if matches!(t, "f16" | "bf16") => 2,
        ("m16n8k16", 'b') if int8 => 1,
        ("m16n8k32", 'a') if int8 => 4,
        ("m16n8k32", 'b') if int8 => 2,
        ("m16n8k32", 'a') if int4 => 2,
        ("m16n8k32", 'b') if int4 => 1,
        ("m16n8k32", _) if ab && fp8 => [4, 2][(frag as u8 - b'a') as usize],
        ("m16n8k64", 'a') if int4 => 4,
        ("m16n8k64", 'b') if int4 => 2,
        ("m16n8k128", 'a') if t == "b1" => 2,
        ("m16n8k128", 'b') if t == "b1" => 1,
        ("m16n8k256", 'a') if t == "b1" => 4,
        ("m16n8k256", 'b') if t == "b1" => 2,
        (
            "m16n8k4" | "m16n8k8" | "m16n8k16" | "m16n8k32" | "m16n8k64" | "m16n8k128"
            | "m16n8k256",
            _,
        ) if !ab => {
            if t == "f16" {
                2
            } else {
                4
            }
        }
        (_, _) if ab && t == "f16" => 8,
        (_, _) if !ab && t == "f16" => 4,
        (_, _) if !ab && t == "f32" => 8,
        _ => return None,
    };
    Some(n)
}

/// The smallest target and PTX version for an element type and shape.
fn needs(geom: &str, t: &str) -> (u32, (u32, u32)) {
    let by_type = match t {
        "s8" | "u8" | "s32" => (72, (6, 3)),
        "s4" | "u4" | "b1" => (75, (6, 3)),
        "bf16" | "tf32" | "f64" => (80, (7, 0)),
        "e4m3" | "e5m2" => (89, (8, 4)),
        _ => (70, (6, 3)),
    };
    let by_geom = match geom {
        "m8n8k4" => (70, (6, 4)),
        "m16n8k8" | "m8n8k16" | "m8n8k32" => (75, (6, 5)),
        "m16n8k4" | "m16n8k16" | "m16n8k32" | "m16n8k64" | "m16n8k128" | "m16n8k256" => {
            (80, (7, 0))
        }
        "m16n16k8" => (80, (7, 0)),
        _ => (70, (6, 3)),
    };
    (by_type.0.max(by_geom.0), by_type.1.max(by_geom.1))
}

/// The `i`-th word of an intrinsic name, or an error naming the short name.
fn word<'a>(w: &[&'a str], i: usize) -> R<&'a str> {
    w.get(i)
        .copied()
        .ok_or_else(|| "incomplete matrix intrinsic name".into())
}

/// `mma`'s four PTX types (d, a, b, c) from the intrinsic's type words.
fn mma_types(words: &[&str]) -> R<[String; 4]> {
    let acc = |t: &str| match t {
        "bf16" | "tf32" => "f32",
        "f64" => "f64",
        _ => "s32",
    };
    let fp = |t: &str| matches!(t, "f16" | "f32");
    let s = |x: &str| x.to_string();
    Ok(match words {
        [d, a, b, c] => [s(d), s(a), s(b), s(c)],
        [d, c] if fp(d) && fp(c) => [s(d), s("f16"), s("f16"), s(c)],
        [a, b] => [s("s32"), s(a), s(b), s("s32")],
        [t] => [s(acc(t)), s(t), s(t), s(acc(t))],
        _ => return Err("unknown matrix types".into()),
    })
}

impl FnSel<'_> {
    pub(crate) fn tensor(&mut self, inst: Inst, name: &str) -> R<()> {
        let rest = name.strip_prefix("llvm.nvvm.").unwrap_or(name);
        let words: Vec<&str> = rest.split('.').collect();
        match words[0] {
            "wmma" if words.get(2) == Some(&"load") => self.wmma_load(inst, &words[1..]),
            "wmma" if words.get(2) == Some(&"store") => self.wmma_store(inst, &words[1..]),
            "wmma" if words.get(2) == Some(&"mma") => self.wmma_mma(inst, &words[1..]),
            "mma" if words.get(1) != Some(&"sp") => self.mma_sync(inst, &words[1..]),
            "ldmatrix" | "stmatrix" => self.ldst_matrix(inst, &words),
            // The warpgroup MMA's ordering points; wgmma.mma_async itself
            // comes through inline asm in practice.
            "wgmma"
                if matches!(
                    words.get(1),
                    Some(&("fence" | "commit_group" | "wait_group"))
                ) =>
            {
                self.require_arch_specific(90, "wgmma")?;
                self.need((8, 0));
                let m = rest.to_string();
                let ops = if words[1] == "wait_group" {
                    let n = self.args_n(inst, 1)?[0];
                    let c = self.const_operand(n, "the group count of wgmma.wait_group")?;
                    vec![ptx::Operand::Imm(c as i64)]
                } else {
                    vec![]
                };
                self.emit(&m, ops);
                Ok(())
            }
            _ => Err("this tensor-core intrinsic is not supported yet".into()),
        }
    }

    /// The state-space suffix for a pointer operand.
    fn matrix_space(&self, p: Value) -> R<&'static str> {
        match self.ty(p) {
            Type::Ptr(0) => Ok(""),
            Type::Ptr(1) => Ok(".global"),
            Type::Ptr(3) => Ok(".shared"),
            t => Err(format!("matrix access through {t}").into()),
        }
    }

    /// One fragment element as the register PTX wants: `<2 x half>` and
    /// `<2 x bfloat>` packed into a `.b32`, scalars as they are.
    fn frag_element(&mut self, v: Value) -> R<Operand> {
        let n = super::regs::leaf_count(self.ty(v))?;
        match n {
            1 => Ok(reg(self.src_reg(v, 0)?)),
            2 => {
                let lo = self.src_reg(v, 0)?;
                let hi = self.src_reg(v, 1)?;
                let r = self.op1(
                    RegClass::B32,
                    "mov.b32",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)])],
                );
                Ok(reg(r))
            }
            _ => Err(format!("fragment element of type {}", self.ty(v)).into()),
        }
    }

    /// The result registers of a fragment-producing call, one per element;
    /// 16-bit pairs are received in a `.b32` and unpacked after `emit`.
    fn frag_results(&mut self, inst: Inst) -> R<(Vec<Operand>, Vec<Unpack>)> {
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let mut ops = Vec::new();
        let mut unpack = Vec::new();
        let mut i = 0;
        while i < ds.len() {
            if self.out.reg_class(ds[i]) == RegClass::B16 {
                let (lo, hi) = (ds[i], *ds.get(i + 1).ok_or("odd 16-bit fragment")?);
                let r = self.new_reg(RegClass::B32);
                unpack.push((r, lo, hi));
                ops.push(reg(r));
                i += 2;
            } else {
                ops.push(reg(ds[i]));
                i += 1;
            }
        }
        Ok((ops, unpack))
    }

    fn finish_unpack(&mut self, unpack: Vec<Unpack>) {
        for (r, lo, hi) in unpack {
            self.emit(
                "mov.b32",
                vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(r)],
            );
        }
    }

    fn require(&mut self, geom: &str, t: &str, what: &str) -> R<()> {
        let (sm, v) = needs(geom, t);
        self.require_sm(sm, what)?;
        self.need(v);
        Ok(())
    }

    /// `.xor.popc` / `.and.popc` of single-bit multiplicands (`.and` came
    /// with PTX 7.1).
    fn b1_op(&mut self, w: &[&str], i: usize) -> R<String> {
        let op = w[i];
        if op == "and" {
            self.need((7, 1));
        }
        Ok(format!(".{op}.{}", w.get(i + 1).ok_or("missing popc")?))
    }

    /// `wmma.<geom>.load.<a|b|c>.<layout>[.stride].<type>[.p<as>]`.
    fn wmma_load(&mut self, inst: Inst, w: &[&str]) -> R<()> {
        let (geom, frag, layout) = (w[0], word(w, 2)?, word(w, 3)?);
        let stride = w.get(4) == Some(&"stride");
        let t = *w.get(4 + stride as usize).ok_or("missing element type")?;
        self.require(geom, t, "wmma")?;
        let args = self.args(inst).to_vec();
        let p = *args.first().ok_or("missing pointer")?;
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let (ds, unpack) = self.frag_results(inst)?;
        let mut ops = vec![Operand::Vector(ds), addr];
        if stride {
            ops.push(self.src(*args.get(1).ok_or("missing stride")?, 0, Ext::Any)?);
        }
        self.emit(
            &format!("wmma.load.{frag}.sync.aligned.{layout}.{geom}{space}.{t}"),
            ops,
        );
        self.finish_unpack(unpack);
        Ok(())
    }

    /// `wmma.<geom>.store.d.<layout>[.stride].<type>[.p<as>]`.
    fn wmma_store(&mut self, inst: Inst, w: &[&str]) -> R<()> {
        let (geom, layout) = (w[0], word(w, 3)?);
        let stride = w.get(4) == Some(&"stride");
        let t = *w.get(4 + stride as usize).ok_or("missing element type")?;
        self.require(geom, t, "wmma")?;
        let args = self.args(inst).to_vec();
        let n = frag_regs(geom, 'd', t).ok_or("unknown wmma fragment")?;
        if args.len() != 1 + n + stride as usize {
            return Err(format!("wmma store of {n} elements with {} operands", args.len()).into());
        }
        let p = args[0];
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let mut d = Vec::new();
        for &v in &args[1..=n] {
            d.push(self.frag_element(v)?);
        }
        let mut ops = vec![addr, Operand::Vector(d)];
        if stride {
            ops.push(self.src(args[n + 1], 0, Ext::Any)?);
        }
        self.emit(
            &format!("wmma.store.d.sync.aligned.{layout}.{geom}{space}.{t}"),
            ops,
        );
        Ok(())
    }

    /// Emits `op {d}, {a}, {b}, {c}` with the fragments of `types`
    /// (d, a, b, c) split from the call's operands.
    fn mma_emit(&mut self, inst: Inst, op: &str, geom: &str, types: &[String; 4]) -> R<()> {
        let args = self.args(inst).to_vec();
        let count = |f: char, t: &str| {
            frag_regs(geom, f, t).ok_or_else(|| format!("unknown {f} fragment of {geom}.{t}"))
        };
        let (na, nb, nc) = (
            count('a', &types[1])?,
            count('b', &types[2])?,
            count('c', &types[3])?,
        );
        if args.len() != na + nb + nc {
            return Err(format!(
                "{} operands where the fragments have {}",
                args.len(),
                na + nb + nc
            )
            .into());
        }
        let mut groups = Vec::new();
        for range in [0..na, na..na + nb, na + nb..na + nb + nc] {
            let mut g = Vec::new();
            for &v in &args[range] {
                g.push(self.frag_element(v)?);
            }
            groups.push(Operand::Vector(g));
        }
        let (ds, unpack) = self.frag_results(inst)?;
        let mut ops = vec![Operand::Vector(ds)];
        ops.extend(groups);
        self.emit(op, ops);
        self.finish_unpack(unpack);
        Ok(())
    }

    /// `wmma.<geom>.mma[.xor.popc|.and.popc].<al>.<bl>[.<rnd>].<types>[.satfinite]`.
    fn wmma_mma(&mut self, inst: Inst, w: &[&str]) -> R<()> {
        let geom = w[0];
        let mut i = 2;
        let mut b1op = String::new();
        if matches!(w.get(i), Some(&("xor" | "and"))) {
            b1op = self.b1_op(w, i)?;
            i += 2;
        }
        let (al, bl) = (
            *w.get(i).ok_or("missing layout")?,
            *w.get(i + 1).ok_or("missing layout")?,
        );
        i += 2;
        let mut rnd = "";
        if let Some(r @ &("rn" | "rz" | "rm" | "rp")) = w.get(i) {
            rnd = r;
            i += 1;
        }
        let satf = w.last() == Some(&"satfinite");
        let tw = &w[i..w.len() - satf as usize];
        let types = mma_types(tw)?;
        self.require(geom, &types[1], "wmma")?;
        // f16 multiplicands name only d and c; the others name all four.
        let sig = if types[1] == "f16" {
            format!("{}.{}", types[0], types[3])
        } else {
            types.join(".")
        };
        let op = format!(
            "wmma.mma{b1op}.sync.aligned.{al}.{bl}.{geom}{}.{sig}{}",
            if rnd.is_empty() {
                String::new()
            } else {
                format!(".{rnd}")
            },
            if satf { ".satfinite" } else { "" }
        );
        self.mma_emit(inst, &op, geom, &types)
    }

    /// `mma[.xor.popc|.and.popc].<geom>.<al>.<bl>[.satfinite].<types>`.
    fn mma_sync(&mut self, inst: Inst, w: &[&str]) -> R<()> {
        let mut i = 0;
        let mut b1op = String::new();
        if matches!(w.first(), Some(&("xor" | "and"))) {
            b1op = self.b1_op(w, 0)?;
            i = 2;
        }
        let geom = *w.get(i).ok_or("missing shape")?;
        let (al, bl) = (
            *w.get(i + 1).ok_or("missing layout")?,
            *w.get(i + 2).ok_or("missing layout")?,
        );
        i += 3;
        let satf = w.get(i) == Some(&"satfinite");
        i += satf as usize;
        let types = mma_types(&w[i..])?;
        self.require(geom, &types[1], "mma.sync")?;
        let op = format!(
            "mma.sync.aligned.{geom}.{al}.{bl}{}.{}{b1op}",
            if satf { ".satfinite" } else { "" },
            types.join(".")
        );
        self.mma_emit(inst, &op, geom, &types)
    }

    /// `ldmatrix.sync.aligned.<geom>.<xN>[.trans].<type>[.p<as>]` and the
    /// same for `stmatrix` (pointer first, then the elements).
    fn ldst_matrix(&mut self, inst: Inst, w: &[&str]) -> R<()> {
        let load = w[0] == "ldmatrix";
        if w.get(1) != Some(&"sync") || w.get(2) != Some(&"aligned") {
            return Err("unknown ldmatrix/stmatrix form".into());
        }
        let (geom, count) = (
            *w.get(3).ok_or("missing shape")?,
            *w.get(4).ok_or("missing count")?,
        );
        let trans = w.get(5) == Some(&"trans");
        let t = *w.get(5 + trans as usize).ok_or("missing type")?;
        if geom != "m8n8" || t != "b16" {
            return Err(format!("{}.{geom}.{t}", w[0]).into());
        }
        if load {
            self.require_sm(75, "ldmatrix")?;
            self.need((6, 5));
        } else {
            self.require_sm(90, "stmatrix")?;
            self.need((7, 8));
        }
        let args = self.args(inst).to_vec();
        let p = *args.first().ok_or("missing pointer")?;
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let tr = if trans { ".trans" } else { "" };
        let op = format!("{}.sync.aligned.{geom}.{count}{tr}{space}.{t}", w[0]);
        if load {
            let (ds, unpack) = self.frag_results(inst)?;
            self.emit(&op, vec![Operand::Vector(ds), addr]);
            self.finish_unpack(unpack);
        } else {
            let mut d = Vec::new();
            for &v in &args[1..] {
                d.push(self.frag_element(v)?);
            }
            self.emit(&op, vec![addr, Operand::Vector(d)]);
        }
        Ok(())
    }
}
