//! `llvm.masked.load` and `llvm.masked.store` with a constant mask,
//! expanded as they are read: a whole-vector access when every lane is
//! enabled, else one scalar access per enabled lane (what LLVM's
//! ScalarizeMaskedMemIntrin does for targets without masked accesses,
//! NVPTX among them). With a mask known only at run time the access is a
//! marker call until the body is complete, then a branch per lane to that
//! lane's access (`expand_runtime_masks`). LLVM 22's masked division and remainder
//! (`llvm.masked.{s,u}{div,rem}`) divide by 1 in the disabled lanes, whose
//! results are poison.

use super::*;
use dialects::ir::FuncBuilder;

/// Markers for masked accesses whose mask is known only at run time:
/// `load(ptr, mask, passthru, align)` and `store(value, ptr, mask, align)`.
const LOAD_MARK: &str = "warpsat.masked.load";
const STORE_MARK: &str = "warpsat.masked.store";

/// The lanes of a constant `<N x i1>` mask; `None` when it is not a
/// constant.
fn const_mask(v: &ValAst, lanes: u32) -> Option<Vec<bool>> {
    let ValAst::Const(c) = v else { return None };
    let bit = |c: &ConstAst| match c {
        ConstAst::Int(x) => Some(*x & 1 == 1),
        ConstAst::Zero | ConstAst::Null => Some(false),
        _ => None,
    };
    match c {
        ConstAst::Zero => Some(vec![false; lanes as usize]),
        ConstAst::Splat(o) => match &o.val {
            ValAst::Const(x) => bit(x).map(|b| vec![b; lanes as usize]),
            _ => None,
        },
        ConstAst::Aggregate(ms) if ms.len() == lanes as usize => ms
            .iter()
            .map(|o| match &o.val {
                ValAst::Const(x) => bit(x),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

impl<'i, 'a> FnLower<'i, 'a> {
    /// `llvm.masked.load(ptr, [align,] mask, passthru)` (LLVM 21 moved the
    /// alignment to the pointer's attributes).
    pub(super) fn masked_load(
        &mut self,
        at: At,
        args: &[Operand],
        vals: &[Value],
        ret: Type,
        pos: usize,
    ) -> R<Value> {
        let (mask_at, align) = self.masked_shape(args, 0, pos)?;
        let (elem, lanes) = ret
            .as_vector()
            .ok_or((pos, "llvm.masked.load returns a vector".to_string()))?;
        let (p, passthru) = (vals[0], vals[mask_at + 1]);
        let Some(mask) = const_mask(&args[mask_at].val, lanes) else {
            let a = self.constant(ty::I32, Const::Int(u128::from(align)));
            let attrs = Attrs::Intrinsic(IntrinsicAttrs::new(LOAD_MARK, FastMath::default()));
            let m = vals[mask_at];
            return Ok(self.emit_v(at, Opcode::Intrinsic, &[p, m, passthru, a], attrs, ret));
        };
        let mem = |a: u32| MemAttrs {
            align: a,
            ..MemAttrs::default()
        };
        if mask.iter().all(|&b| b) {
            return Ok(self.emit_v(at, Opcode::Load, &[p], Attrs::Mem(mem(align)), ret));
        }
        let size = elem.store_size();
        let mut acc = passthru;
        for (k, _) in mask.iter().enumerate().filter(|(_, &b)| b) {
            let lane = self.offset(at, p, k as u64 * size);
            let a = lane_align(align, k as u64 * size);
            let x = self.emit_v(at, Opcode::Load, &[lane], Attrs::Mem(mem(a)), elem);
            let idx = self.constant(ty::I32, Const::Int(k as u128));
            acc = self.emit_v(at, Opcode::InsertElement, &[acc, x, idx], Attrs::None, ret);
        }
        Ok(acc)
    }

    /// `llvm.masked.{sdiv,udiv,srem,urem}(a, b, mask)`: `a op b` in the
    /// enabled lanes; a disabled lane is poison and must not trap, so its
    /// divisor becomes 1. `None` for other names.
    pub(super) fn masked_divrem(
        &mut self,
        at: At,
        name: &str,
        vals: &[Value],
        ret: Option<Type>,
        pos: usize,
    ) -> R<Option<Value>> {
        let Some(r) = name.strip_prefix("llvm.masked.") else {
            return Ok(None);
        };
        let op = match r.split('.').next() {
            Some("sdiv") => Opcode::SDiv,
            Some("udiv") => Opcode::UDiv,
            Some("srem") => Opcode::SRem,
            Some("urem") => Opcode::URem,
            _ => return Ok(None),
        };
        let (&[a, b, m], Some(rt)) = (vals, ret) else {
            return Err((pos, format!("'{name}' takes two vectors and a mask")));
        };
        let ok = rt.as_vector().is_some_and(|(e, n)| {
            e.is_int()
                && self.body.dfg.value_type(a) == rt
                && self.body.dfg.value_type(b) == rt
                && self.body.dfg.value_type(m) == Type::vector(ty::I1, n)
        });
        if !ok {
            return Err((
                pos,
                format!("'{name}' takes two integer vectors of its result type and an i1 mask"),
            ));
        }
        let (_, n) = rt.as_vector().expect("checked above");
        let one = self.constant(rt, Const::Aggregate(vec![Const::Int(1); n as usize]));
        let safe = self.emit_v(
            at,
            Opcode::Select,
            &[m, b, one],
            Attrs::Float(FastMath::default()),
            rt,
        );
        Ok(Some(self.emit_v(
            at,
            op,
            &[a, safe],
            Attrs::Int(IntFlags::default()),
            rt,
        )))
    }

    /// `llvm.masked.store(value, ptr, [align,] mask)`.
    pub(super) fn masked_store(
        &mut self,
        at: At,
        args: &[Operand],
        vals: &[Value],
        pos: usize,
    ) -> R<()> {
        let (mask_at, align) = self.masked_shape(args, 1, pos)?;
        let vt = self.body.dfg.value_type(vals[0]);
        let (elem, lanes) = vt
            .as_vector()
            .ok_or((pos, "llvm.masked.store stores a vector".to_string()))?;
        let (v, p) = (vals[0], vals[1]);
        let Some(mask) = const_mask(&args[mask_at].val, lanes) else {
            let a = self.constant(ty::I32, Const::Int(u128::from(align)));
            let attrs = Attrs::Intrinsic(IntrinsicAttrs::new(STORE_MARK, FastMath::default()));
            let m = vals[mask_at];
            self.emit(at, Opcode::Intrinsic, &[v, p, m, a], attrs, None);
            return Ok(());
        };
        let mem = |a: u32| {
            Attrs::Mem(MemAttrs {
                align: a,
                ..MemAttrs::default()
            })
        };
        if mask.iter().all(|&b| b) {
            self.emit(at, Opcode::Store, &[v, p], mem(align), None);
            return Ok(());
        }
        let size = elem.store_size();
        for (k, _) in mask.iter().enumerate().filter(|(_, &b)| b) {
            let idx = self.constant(ty::I32, Const::Int(k as u128));
            let x = self.emit_v(at, Opcode::ExtractElement, &[v, idx], Attrs::None, elem);
            let lane = self.offset(at, p, k as u64 * size);
            let a = lane_align(align, k as u64 * size);
            self.emit(at, Opcode::Store, &[x, lane], mem(a), None);
        }
        Ok(())
    }

    /// Where the mask operand is (after the pointer, at `ptr_at`, and
    /// after an `i32` alignment when the call has one) and the alignment.
    /// Both calls take three operands, four with the alignment.
    fn masked_shape(&self, args: &[Operand], ptr_at: usize, pos: usize) -> R<(usize, u32)> {
        let with_align = match args.len() {
            4 => true,
            3 => false,
            _ => {
                return Err((
                    pos,
                    "a masked access with an unexpected operand count".into(),
                ))
            }
        };
        // LLVM 21 moved the alignment to the pointer's `align` attribute.
        let align = match args.get(ptr_at + 1).map(|a| &a.val) {
            Some(ValAst::Const(ConstAst::Int(a))) if with_align => *a as u32,
            _ => self
                .arg_aligns
                .get(ptr_at)
                .copied()
                .filter(|&a| a > 0)
                .unwrap_or(1),
        };
        Ok((ptr_at + 1 + usize::from(with_align), align))
    }
}

/// The alignment of a lane `off` bytes past an `align`-aligned base.
fn lane_align(align: u32, off: u64) -> u32 {
    let a = u64::from(align.max(1));
    let low = if off == 0 {
        a
    } else {
        1 << off.trailing_zeros()
    };
    a.min(low) as u32
}

/// Replaces each masked-access marker of `body` by a branch per lane: the
/// block ends testing lane 0's mask bit, a block per lane does that lane's
/// access (a load inserts into the value carried along as a block
/// parameter), and what followed the access continues in a new block.
pub(super) fn expand_runtime_masks(body: &mut Body) {
    let marked = |body: &Body, i: Inst| match &body.dfg.insts[i].attrs {
        Attrs::Intrinsic(ia) if body.dfg.insts[i].opcode == Opcode::Intrinsic => {
            ia.name == LOAD_MARK || ia.name == STORE_MARK
        }
        _ => false,
    };
    while let Some(inst) = body.all_insts().into_iter().find(|&i| marked(body, i)) {
        expand_one(body, inst);
    }
}

fn expand_one(body: &mut Body, inst: Inst) {
    let load = matches!(&body.dfg.insts[inst].attrs, Attrs::Intrinsic(ia) if ia.name == LOAD_MARK);
    let args = body.dfg.inst_args(inst).to_vec();
    let (p, m, data, a) = if load {
        (args[0], args[1], args[2], args[3])
    } else {
        (args[1], args[2], args[0], args[3])
    };
    let align = match body.dfg.values[a].def {
        ValueDef::Result(c) => match body.dfg.insts[c].attrs {
            Attrs::Const(Const::Int(x)) => x as u32,
            _ => 1,
        },
        _ => 1,
    };
    let vt = body.dfg.value_type(data);
    let (elem, lanes) = vt.as_vector().expect("a masked access moves a vector");
    let b = body.layout.inst_block[inst].expect("a laid-out access");
    let result = body.dfg.inst_result(inst);
    // What follows the access moves to `cont`.
    let (cont, param) = body.split_after(inst);
    let at = body.layout_index(b).expect("laid out") + 1;
    body.layout.blocks.insert(at, cont);
    if let (Some(r), Some(p)) = (result, param) {
        let all = body.all_insts();
        body.dfg.replace_uses(&all, r, p);
    }
    let size = elem.store_size();
    let mut cur = b;
    let mut acc = data;
    let mut layout_at = at;
    for k in 0..lanes {
        let last = k + 1 == lanes;
        let lane = body.dfg.make_block();
        body.layout.blocks.insert(layout_at, lane);
        layout_at += 1;
        let next = if last {
            cont
        } else {
            let nb = body.dfg.make_block();
            body.layout.blocks.insert(layout_at, nb);
            layout_at += 1;
            nb
        };
        let next_acc = if load && !last {
            Some(body.dfg.append_block_param(next, vt))
        } else {
            None
        };
        let carried: Vec<Value> = if load { vec![acc] } else { vec![] };
        let mut fb = FuncBuilder::new(body);
        fb.switch_to(cur);
        let idx = fb.iconst(ty::I32, u128::from(k));
        let bit = fb.val(Opcode::ExtractElement, &[m, idx], Attrs::None, ty::I1);
        fb.condbr(bit, (lane, &[]), (next, &carried));
        fb.switch_to(lane);
        let off = u64::from(k) * size;
        let q = if off == 0 {
            p
        } else {
            let o = fb.iconst(Type::Int(64), u128::from(off));
            fb.ptradd(p, o, true)
        };
        let mem = MemAttrs {
            align: lane_align(align, off),
            ..MemAttrs::default()
        };
        if load {
            let x = fb.load(elem, q, mem);
            let out = fb.val(Opcode::InsertElement, &[acc, x, idx], Attrs::None, vt);
            fb.br(next, &[out]);
        } else {
            let x = fb.val(Opcode::ExtractElement, &[data, idx], Attrs::None, elem);
            fb.store(x, q, mem);
            fb.br(next, &[]);
        }
        cur = next;
        if let Some(nacc) = next_acc {
            acc = nacc;
        }
    }
}
