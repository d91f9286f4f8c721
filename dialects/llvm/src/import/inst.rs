//! Instructions and calls.

use super::*;

impl<'i, 'a> FnLower<'i, 'a> {
    /// Lowers one non-phi instruction; returns it when it is a terminator.
    pub(super) fn inst(&mut self, b: Block, i: &'a InstAst) -> R<Option<Inst>> {
        use InstKind as K;
        let at = At::End(b);
        self.cur_pos = i.pos;
        let (meta, invariant, nontemporal) = self.meta(i);
        let mut result: Option<Value> = None;
        let mut term = None;
        let mut made: Option<Inst> = None;
        match &i.kind {
            K::Binary(op, attrs, ty, a, bv, bp) => {
                let x = self.value(at, *ty, a, i.pos)?;
                let y = self.value(at, *ty, bv, *bp)?;
                // `fsub -0.0, x` is how LLVM 7 (NVVM IR 2.0) writes `fneg x`,
                // and how warpsat's NVVM export writes it: read it back as
                // the sign flip it stands for, NaNs included.
                result = Some(if *op == Opcode::FSub && self.is_negative_zero(x, *ty) {
                    let f = match attrs {
                        Attrs::Float(f) => *f,
                        _ => Default::default(),
                    };
                    self.emit_v(at, Opcode::FNeg, &[y], Attrs::Float(f), *ty)
                } else {
                    self.emit_v(at, *op, &[x, y], attrs.clone(), *ty)
                });
            }
            K::FNeg(f, a) => {
                let x = self.operand(at, a)?;
                result = Some(self.emit_v(at, Opcode::FNeg, &[x], Attrs::Float(*f), a.ty));
            }
            K::ICmp(p, a, bv, bp) => {
                let x = self.operand(at, a)?;
                let y = self.value(at, a.ty, bv, *bp)?;
                result =
                    Some(self.emit_v(at, Opcode::ICmp, &[x, y], Attrs::ICmp(*p), bool_like(a.ty)));
            }
            K::FCmp(p, f, a, bv, bp) => {
                let x = self.operand(at, a)?;
                let y = self.value(at, a.ty, bv, *bp)?;
                result = Some(self.emit_v(
                    at,
                    Opcode::FCmp,
                    &[x, y],
                    Attrs::FCmp(*p, *f),
                    bool_like(a.ty),
                ));
            }
            K::Select(f, c, a, bo) => {
                let (c, x, y) = (
                    self.operand(at, c)?,
                    self.operand(at, a)?,
                    self.operand(at, bo)?,
                );
                result = Some(self.emit_v(at, Opcode::Select, &[c, x, y], Attrs::Float(*f), a.ty));
            }
            K::Cast(op, flags, f, v, to) => {
                let x = self.operand(at, v)?;
                result = Some(self.emit_v(at, *op, &[x], cast_attrs(*op, *flags, *f), *to));
            }
            K::Freeze(v) => {
                let x = self.operand(at, v)?;
                result = Some(self.emit_v(at, Opcode::Freeze, &[x], Attrs::None, v.ty));
            }
            K::Phi(..) => {}
            K::Gep { inbounds, src, ops } => {
                result = Some(self.gep(at, *src, *inbounds, ops, i.pos)?);
            }
            K::Load(ty, p, mem) => {
                let x = self.operand(at, p)?;
                let mem = MemAttrs {
                    invariant,
                    nontemporal,
                    ..*mem
                };
                // An `<N x i1>` is bit-packed in memory: loaded as an iN.
                let word = mask_word(*ty);
                let (inst, v) = self.emit(
                    at,
                    Opcode::Load,
                    &[x],
                    Attrs::Mem(mem),
                    Some(word.unwrap_or(*ty)),
                );
                made = Some(inst);
                result = match (word, v) {
                    (Some(_), Some(v)) => {
                        Some(self.emit_v(at, Opcode::Bitcast, &[v], Attrs::None, *ty))
                    }
                    _ => v,
                };
            }
            K::Store(v, p, mem) => {
                let (mut x, y) = (self.operand(at, v)?, self.operand(at, p)?);
                if let Some(w) = mask_word(v.ty) {
                    x = self.emit_v(at, Opcode::Bitcast, &[x], Attrs::None, w);
                }
                let mem = MemAttrs {
                    nontemporal,
                    ..*mem
                };
                made = Some(
                    self.emit(at, Opcode::Store, &[x, y], Attrs::Mem(mem), None)
                        .0,
                );
            }
            K::Alloca(ty, count, align, aspace) => {
                let n = match count {
                    Some(c) => self.operand(at, c)?,
                    None => self.constant(ty::I32, Const::Int(1)),
                };
                result = Some(self.emit_v(
                    at,
                    Opcode::Alloca,
                    &[n],
                    Attrs::Alloca(*ty, *align),
                    Type::Ptr(*aspace),
                ));
            }
            K::Rmw(a, p, v, elementwise) => {
                let (x, y) = (self.operand(at, p)?, self.operand(at, v)?);
                // An elementwise operation that no whole-vector atomic
                // does (`add <2 x i32>`): one atomic per lane, at its
                // offset, the old lanes gathered back.
                if let Some((elem, lanes)) = v.ty.as_vector() {
                    let packed_half = lanes == 2
                        && matches!(elem, Type::F16 | Type::BF16)
                        && matches!(a.op, RmwOp::FAdd | RmwOp::FSub);
                    let whole_xchg = a.op == RmwOp::Xchg
                        && matches!(v.ty.store_size() * 8, 16 | 32 | 64)
                        && v.ty.store_size() * 8 == v.ty.bits()
                        && !elem.is_ptr();
                    if *elementwise && !packed_half && !whole_xchg {
                        let i64t = Type::Int(64);
                        let mut acc =
                            self.emit_v(at, Opcode::Const, &[], Attrs::Const(Const::Undef), v.ty);
                        for k in 0..u64::from(lanes) {
                            let kv = self.emit_v(
                                at,
                                Opcode::Const,
                                &[],
                                Attrs::Const(Const::Int(u128::from(k))),
                                i64t,
                            );
                            let off = self.emit_v(
                                at,
                                Opcode::Const,
                                &[],
                                Attrs::Const(Const::Int(u128::from(k * elem.store_size()))),
                                i64t,
                            );
                            let pk = self.emit_v(
                                at,
                                Opcode::PtrAdd,
                                &[x, off],
                                Attrs::Int(IntFlags::INBOUNDS),
                                p.ty,
                            );
                            let yk = self.emit_v(
                                at,
                                Opcode::ExtractElement,
                                &[y, kv],
                                Attrs::None,
                                elem,
                            );
                            // A lane is aligned to its own size at most.
                            let mut la = *a;
                            if la.align != 0 {
                                la.align = la.align.min(elem.store_size() as u32);
                            }
                            let old =
                                self.emit_v(at, Opcode::AtomicRmw, &[pk, yk], Attrs::Rmw(la), elem);
                            acc = self.emit_v(
                                at,
                                Opcode::InsertElement,
                                &[acc, old, kv],
                                Attrs::None,
                                v.ty,
                            );
                        }
                        result = Some(acc);
                    }
                }
                // LLVM 21+ also exchanges vectors, and LLVM 22 applies the
                // bitwise operations to integer vectors; `nvvm.atomicrmw`
                // does neither: the vector's bits are one integer, which
                // exchanging and the bitwise operations treat alike.
                let bitwise = matches!(a.op, RmwOp::And | RmwOp::Or | RmwOp::Xor);
                let whole_vector =
                    v.ty.as_vector()
                        .filter(|(e, _)| a.op == RmwOp::Xchg || (bitwise && e.is_int()));
                if result.is_some() {
                    // Done lane by lane above.
                } else if let Some((elem, _)) = whole_vector {
                    let bits = v.ty.store_size() * 8;
                    if elem.is_ptr() || !matches!(bits, 16 | 32 | 64) || bits != v.ty.bits() {
                        return Err((
                            v.pos,
                            format!(
                                "unsupported: atomicrmw {} of a vector ({})",
                                a.op.keyword(),
                                v.ty
                            ),
                        ));
                    }
                    let it = Type::Int(bits as u16);
                    let yi = self.emit_v(at, Opcode::Bitcast, &[y], Attrs::None, it);
                    let old = self.emit_v(at, Opcode::AtomicRmw, &[x, yi], Attrs::Rmw(*a), it);
                    result = Some(self.emit_v(at, Opcode::Bitcast, &[old], Attrs::None, v.ty));
                } else if v.ty.as_vector().is_some() && a.op != RmwOp::Xchg && !a.op.is_float() {
                    // Lane arithmetic on one word would need a CAS loop.
                    return Err((
                        v.pos,
                        format!(
                            "unsupported: atomicrmw {} of a vector ({}) that is not elementwise",
                            a.op.keyword(),
                            v.ty
                        ),
                    ));
                } else {
                    result =
                        Some(self.emit_v(at, Opcode::AtomicRmw, &[x, y], Attrs::Rmw(*a), v.ty));
                }
            }
            K::CmpXchg(a, p, c, n) => {
                let (x, y, z) = (
                    self.operand(at, p)?,
                    self.operand(at, c)?,
                    self.operand(at, n)?,
                );
                let rt = Type::structure(vec![c.ty, ty::I1], false);
                result = Some(self.emit_v(at, Opcode::CmpXchg, &[x, y, z], Attrs::CmpXchg(*a), rt));
            }
            K::Fence(o, s) => {
                self.emit(at, Opcode::Fence, &[], Attrs::Fence(*o, *s), None);
            }
            K::ExtractElement(v, ix) => {
                let Some((elem, _)) = v.ty.as_vector() else {
                    return Err((
                        v.pos,
                        format!("extractelement needs a vector, found {}", v.ty),
                    ));
                };
                let (x, y) = (self.operand(at, v)?, self.operand(at, ix)?);
                result = Some(self.emit_v(at, Opcode::ExtractElement, &[x, y], Attrs::None, elem));
            }
            K::InsertElement(v, e, ix) => {
                let (x, y, z) = (
                    self.operand(at, v)?,
                    self.operand(at, e)?,
                    self.operand(at, ix)?,
                );
                result =
                    Some(self.emit_v(at, Opcode::InsertElement, &[x, y, z], Attrs::None, v.ty));
            }
            K::Shuffle(a, bo, mask) => {
                let Some((elem, _)) = a.ty.as_vector() else {
                    return Err((
                        a.pos,
                        format!("shufflevector needs vectors, found {}", a.ty),
                    ));
                };
                let lanes = mask.ty.as_vector().map_or(0, |(_, n)| n);
                let m: Vec<i32> = match &mask.val {
                    ValAst::Const(ConstAst::Aggregate(items)) => items
                        .iter()
                        .map(|o| match &o.val {
                            ValAst::Const(ConstAst::Int(v)) => Ok(*v as i32),
                            ValAst::Const(ConstAst::Undef | ConstAst::Poison) => Ok(-1),
                            _ => Err((o.pos, "expected a constant shuffle index".to_string())),
                        })
                        .collect::<R<_>>()?,
                    ValAst::Const(ConstAst::Zero) => vec![0; lanes as usize],
                    ValAst::Const(ConstAst::Splat(o)) => match &o.val {
                        ValAst::Const(ConstAst::Int(v)) => vec![*v as i32; lanes as usize],
                        ValAst::Const(ConstAst::Undef | ConstAst::Poison) => {
                            vec![-1; lanes as usize]
                        }
                        _ => return Err((o.pos, "expected a constant shuffle index".into())),
                    },
                    ValAst::Const(ConstAst::Undef | ConstAst::Poison) => vec![-1; lanes as usize],
                    _ => return Err((mask.pos, "expected a constant shuffle mask".into())),
                };
                let (x, y) = (self.operand(at, a)?, self.operand(at, bo)?);
                let rt = Type::vector(elem, m.len() as u32);
                result =
                    Some(self.emit_v(at, Opcode::ShuffleVector, &[x, y], Attrs::Shuffle(m), rt));
            }
            K::ExtractValue(a, idx) => {
                let rt = member_type(a.ty, idx)
                    .ok_or((a.pos, format!("invalid index path for type {}", a.ty)))?;
                let x = self.operand(at, a)?;
                result = Some(self.emit_v(
                    at,
                    Opcode::ExtractValue,
                    &[x],
                    Attrs::Indices(idx.clone()),
                    rt,
                ));
            }
            K::InsertValue(a, v, idx) => {
                member_type(a.ty, idx)
                    .ok_or((a.pos, format!("invalid index path for type {}", a.ty)))?;
                let (x, y) = (self.operand(at, a)?, self.operand(at, v)?);
                result = Some(self.emit_v(
                    at,
                    Opcode::InsertValue,
                    &[x, y],
                    Attrs::Indices(idx.clone()),
                    a.ty,
                ));
            }
            K::Call {
                ret,
                callee,
                callee_pos,
                byval_args,
                args,
                arg_aligns,
                fmf,
                convergent,
                groups,
                fixed,
            } => {
                self.check_call_site_byval(callee, byval_args)?;
                let table = &self.imp.ast.attr_groups;
                let convergent =
                    *convergent || groups_of(table, groups).any(|(k, _)| k == "convergent");
                let byval: Vec<(u32, Type, u32)> = byval_args
                    .iter()
                    .map(|&(k, t, align, _)| (k as u32, t, align))
                    .collect();
                self.arg_aligns.clone_from(arg_aligns);
                let (inst, v) = self.call(
                    at,
                    *ret,
                    callee,
                    *callee_pos,
                    args,
                    &byval,
                    *fmf,
                    convergent,
                    *fixed,
                )?;
                made = inst;
                result = v;
            }
            K::VaArg(list, t) => {
                let l = self.operand(at, list)?;
                if !list.ty.is_ptr() || t.is_aggregate() {
                    return Err((
                        list.pos,
                        format!("unsupported: va_arg of {t} from a {}", list.ty),
                    ));
                }
                result = Some(self.va_arg(at, l, *t));
            }
            K::Br(..) => {
                term = Some(self.emit(at, Opcode::Br, &[], Attrs::None, None).0);
            }
            K::CondBr(c, ..) => {
                let x = self.operand(at, c)?;
                term = Some(self.emit(at, Opcode::CondBr, &[x], Attrs::None, None).0);
            }
            K::Switch(v, _, _, cases) => {
                let x = self.operand(at, v)?;
                let Type::Int(bits) = v.ty else {
                    return Err((v.pos, format!("switch needs an integer, found {}", v.ty)));
                };
                let mut vals = Vec::new();
                for (c, _, _) in cases {
                    match &c.val {
                        ValAst::Const(ConstAst::Int(k)) => vals.push(mask(*k as u128, bits)),
                        _ => return Err((c.pos, "expected a constant integer case value".into())),
                    }
                }
                term = Some(
                    self.emit(at, Opcode::Switch, &[x], Attrs::Switch(vals), None)
                        .0,
                );
            }
            K::Ret(v) => {
                let args = match v {
                    Some(v) => vec![self.operand(at, v)?],
                    None => vec![],
                };
                term = Some(self.emit(at, Opcode::Ret, &args, Attrs::None, None).0);
            }
            K::Unreachable => {
                term = Some(self.emit(at, Opcode::Unreachable, &[], Attrs::None, None).0);
            }
        }
        if let Some(t) = term {
            made = Some(t);
        }
        if let (Some(inst), false) = (made, meta == InstMeta::default()) {
            self.body.dfg.meta.insert(inst, meta);
        }
        if let (None, Some(v)) = (&i.result, result) {
            if let Some(r) = self.result_name(i) {
                self.define(&r, v, i.pos)?;
            }
        }
        match (&i.result, result) {
            (Some(r), Some(v)) => self.define(r, v, i.pos)?,
            (Some(r), None) => {
                return Err((
                    i.pos,
                    format!("'%{r}' names an instruction without a result"),
                ))
            }
            _ => {}
        }
        Ok(term)
    }

    /// The callee says which arguments travel by value (a declaration
    /// learns it from its call sites first: `byval_from_call_sites`); a
    /// direct call site that passes `byval` where a definition does not
    /// take it is refused. An indirect call keeps its own
    /// (`IndirectCallAttrs::byval`).
    fn check_call_site_byval(&self, callee: &ValAst, byval: &[(usize, Type, u32, usize)]) -> R<()> {
        let ValAst::Const(ConstAst::Global(n)) = callee else {
            return Ok(());
        };
        let Some(&f) = self.imp.funcs.get(n) else {
            return Ok(());
        };
        for &(k, _, _, p) in byval {
            let declared = self.imp.m.funcs[f]
                .param_attrs
                .get(k)
                .is_some_and(|a| a.byval.is_some());
            if !declared {
                return Err((
                    p,
                    "unsupported: a byval argument the callee does not declare byval".into(),
                ));
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn call(
        &mut self,
        at: At,
        ret: Option<Type>,
        callee: &ValAst,
        pos: usize,
        args: &[Operand],
        byval: &[(u32, Type, u32)],
        fmf: FastMath,
        convergent: bool,
        fixed: Option<usize>,
    ) -> R<(Option<Inst>, Option<Value>)> {
        let mut vals = Vec::with_capacity(args.len());
        let lower_args = |this: &mut Self, vals: &mut Vec<Value>| -> R<()> {
            for a in args {
                if let ValAst::Metadata(_) = a.val {
                    return Err((a.pos, "unsupported: metadata call argument".into()));
                }
                vals.push(this.operand(at, a)?);
            }
            Ok(())
        };
        // `call bitcast (@f to T*)(...)` of typed-pointer IR calls `@f`
        // itself when the signatures agree (the cast of an alias, or of a
        // K&R-style declaration): direct, so it can be inlined.
        let callee = match callee {
            ValAst::Const(ConstAst::Expr(e)) => match &**e {
                ExprAst::Cast(Opcode::Bitcast, o, _)
                    if matches!(&o.val, ValAst::Const(ConstAst::Global(n))
                        if self.imp.funcs.contains_key(n) && !self.signature_differs(n, ret, args)) =>
                {
                    &o.val
                }
                _ => callee,
            },
            _ => callee,
        };
        // An overloaded intrinsic named without its type suffixes takes
        // them from the call, as LLVM's parser does.
        let arg_types: Vec<Type> = args.iter().map(|a| a.ty).collect();
        let remangled = match callee {
            ValAst::Const(ConstAst::Global(name)) if intrinsics::is_intrinsic_name(name) => {
                intrinsics::spelling::remangled(name, ret, &arg_types)
                    .map(|n| ValAst::Const(ConstAst::Global(n)))
            }
            _ => None,
        };
        let callee = remangled.as_ref().unwrap_or(callee);
        let (op, attrs) = match callee {
            ValAst::Const(ConstAst::Global(name)) if intrinsics::is_intrinsic_name(name) => {
                if intrinsics::dropped_at_import(name) {
                    return Ok((None, None));
                }
                if name.starts_with("llvm.convert.from.arbitrary.fp") {
                    let v = self.convert_from_arbitrary_fp(at, args, ret, pos)?;
                    return Ok((None, Some(v)));
                }
                if name.starts_with("llvm.convert.to.arbitrary.fp") {
                    let v = self.convert_to_arbitrary_fp(at, args, ret, pos)?;
                    return Ok((None, Some(v)));
                }
                if let Some(op) = name.strip_prefix("llvm.experimental.constrained.") {
                    let v = self.constrained(at, op, args, ret, fmf, pos)?;
                    return Ok((None, v));
                }
                lower_args(self, &mut vals)?;
                if self.va_intrinsic(at, name, &vals, pos)? {
                    return Ok((None, None));
                }
                // `lround`/`lrint` (and the `ll` forms): the rounding
                // intrinsic, then the conversion (the result is poison
                // when out of range, as `fptosi`'s).
                let rounding = [
                    "llvm.lround.",
                    "llvm.llround.",
                    "llvm.lrint.",
                    "llvm.llrint.",
                ]
                .iter()
                .find(|p| name.starts_with(**p));
                if let (Some(p), Some(rt), Some(&x)) = (rounding, ret, vals.first()) {
                    let xt = self.body.dfg.value_type(x);
                    if !xt.is_float() || !rt.is_int() {
                        return Err((pos, format!("unsupported: {name} of {xt} to {rt}")));
                    }
                    let base = if p.contains("round") { "round" } else { "rint" };
                    let iname =
                        canonical_intrinsic_name(&format!("llvm.{base}.{}", type_suffix(xt)));
                    let r = self.emit_v(
                        at,
                        Opcode::Intrinsic,
                        &[x],
                        Attrs::Intrinsic(IntrinsicAttrs::new(iname, fmf)),
                        xt,
                    );
                    let v = self.emit_v(at, Opcode::FPToSI, &[r], Attrs::None, rt);
                    return Ok((None, Some(v)));
                }
                if name.starts_with("llvm.masked.load.") {
                    let Some(rt) = ret else {
                        return Err((pos, "llvm.masked.load returns a vector".into()));
                    };
                    let v = self.masked_load(at, args, &vals, rt, pos)?;
                    return Ok((None, Some(v)));
                }
                if name.starts_with("llvm.masked.store.") {
                    self.masked_store(at, args, &vals, pos)?;
                    return Ok((None, None));
                }
                if let Some(v) = self.masked_divrem(at, name, &vals, ret, pos)? {
                    return Ok((None, Some(v)));
                }
                if name.starts_with("llvm.is.fpclass.") {
                    let mask = match (vals.first(), args.get(1).map(|a| &a.val)) {
                        (Some(_), Some(ValAst::Const(ConstAst::Int(m)))) => *m as u32 & 0x3ff,
                        _ => {
                            return Err((
                                pos,
                                "llvm.is.fpclass takes a value and a constant class mask".into(),
                            ))
                        }
                    };
                    let r = self.is_fpclass(at, vals[0], mask, pos)?;
                    return Ok((None, Some(r)));
                }
                // LLVM's AutoUpgrade: the old `llvm.nvvm.ptr.<space>.to.<space>`
                // conversions are `addrspacecast`s, which address-space
                // inference and the alias rules read (NVVM IR 2.0 from older
                // front ends writes `ptr.shared.to.gen` for `__shared__`
                // arrays).
                if let (intrinsics::Intr::PtrConv { .. }, &[p], Some(rt)) =
                    (intrinsics::decode(name), vals.as_slice(), ret)
                {
                    if rt.is_ptr() && self.body.dfg.value_type(p).is_ptr() {
                        let v = self.emit_v(at, Opcode::AddrSpaceCast, &[p], Attrs::None, rt);
                        return Ok((None, Some(v)));
                    }
                }
                // `llvm.nvvm.fadd.bf16(a, b, i32 mode)` / `fmul` (and the
                // `v2bf16` forms): LLVM's rounding-mode operand, where
                // 1 is round to nearest even; so rounded, the call is the
                // plain IEEE operation (`add.rn.bf16`), without contraction.
                if let Some(op) = rounded_arith(name) {
                    if let ([a, b, _], Some(rt), Some(ValAst::Const(ConstAst::Int(1)))) =
                        (vals.as_slice(), ret, args.get(2).map(|x| &x.val))
                    {
                        let v =
                            self.emit_v(at, op, &[*a, *b], Attrs::Float(FastMath::default()), rt);
                        return Ok((None, Some(v)));
                    }
                }
                if name.starts_with("llvm.ptrmask.") {
                    let (&[p, m], Some(rt)) = (vals.as_slice(), ret) else {
                        return Err((pos, "llvm.ptrmask takes a pointer and a mask".into()));
                    };
                    let mt = self.body.dfg.value_type(m);
                    if !rt.is_ptr() || !mt.is_int() || mt.bits() > 64 {
                        return Err((
                            pos,
                            format!("unsupported: llvm.ptrmask of {rt} with a {mt} mask"),
                        ));
                    }
                    return Ok((None, Some(self.ptrmask(at, p, m))));
                }
                // A function marked "unsafe-fp-math" or
                // "approx-func-fp-math" (what clang writes for
                // -ffast-math / -fapprox-func) lets its math calls be
                // approximate: the flag goes on each call, where the rest
                // of the pipeline reads it.
                let fmf = if self.approx_func() {
                    FastMath(fmf.0 | FastMath::AFN)
                } else {
                    fmf
                };
                let canonical = canonical_intrinsic_name(name);
                if let Some(v) = self.libm_lanes(at, &canonical, &vals, ret, fmf) {
                    return Ok((None, Some(v)));
                }
                let mut attrs = IntrinsicAttrs::new(canonical, fmf);
                if matches!(
                    attrs.intr,
                    dialects::ir::intrinsics::Intr::MemCpy
                        | dialects::ir::intrinsics::Intr::MemMove
                        | dialects::ir::intrinsics::Intr::MemSet
                ) && self.arg_aligns.iter().any(|&a| a > 1)
                {
                    attrs.arg_aligns.clone_from(&self.arg_aligns);
                }
                (Opcode::Intrinsic, Attrs::Intrinsic(attrs))
            }
            ValAst::Const(ConstAst::Global(name)) if !self.signature_differs(name, ret, args) => {
                let Some(&f) = self.imp.funcs.get(name) else {
                    return Err((pos, format!("call of undefined function '@{name}'")));
                };
                let callee_f = &self.imp.m.funcs[f];
                let fixed = self.imp.varargs.get(&f).copied();
                let nparams = fixed.unwrap_or(callee_f.params.len());
                let params = callee_f.params.clone();
                lower_args(self, &mut vals)?;
                if fixed.is_some() {
                    let extra = vals.split_off(nparams);
                    if byval.iter().any(|&(k, ..)| k as usize >= nparams) {
                        return Err((pos, "unsupported: a byval variable argument".into()));
                    }
                    let buf = self.pack_varargs(at, &extra);
                    vals.push(buf);
                }
                // A pointer into a specific space where the callee declares
                // a generic one (valid with opaque pointers): the callee
                // sees the generic address, as after an explicit cast.
                for (v, p) in vals.iter_mut().zip(params) {
                    let t = self.body.dfg.value_type(*v);
                    if t != p && to_generic(t, p) {
                        *v = self.emit_v(at, Opcode::AddrSpaceCast, &[*v], Attrs::None, p);
                    }
                }
                (
                    Opcode::Call,
                    Attrs::Call(CallAttrs {
                        callee: f,
                        fmf,
                        convergent,
                    }),
                )
            }
            ValAst::Asm(a) => {
                lower_args(self, &mut vals)?;
                let mut a = a.clone();
                a.convergent = convergent;
                (Opcode::InlineAsm, Attrs::Asm(a))
            }
            // A call through a pointer (a value, or a constant such as
            // `null` in code LLVM's tests leave unreachable): its
            // signature is the call's. So is a direct call whose signature
            // differs from the callee's declaration (valid with opaque
            // pointers, undefined only if run with an incompatible ABI):
            // it calls through the function's address, as a call through
            // a cast function type does.
            _ => {
                let target = Operand {
                    ty: Type::Ptr(0),
                    val: callee.clone(),
                    pos,
                };
                let fp = self.operand(at, &target)?;
                lower_args(self, &mut vals)?;
                let mut params: Vec<Type> = args.iter().map(|a| a.ty).collect();
                if let Some(n) = fixed.filter(|&n| n <= vals.len()) {
                    if byval.iter().any(|&(k, ..)| k as usize >= n) {
                        return Err((pos, "unsupported: a byval variable argument".into()));
                    }
                    let extra = vals.split_off(n);
                    vals.push(self.pack_varargs(at, &extra));
                    params.truncate(n);
                    params.push(Type::Ptr(0));
                }
                vals.insert(0, fp);
                (
                    Opcode::CallIndirect,
                    Attrs::CallIndirect(IndirectCallAttrs {
                        params,
                        byval: byval.to_vec(),
                        ret,
                        fmf,
                        convergent,
                    }),
                )
            }
        };
        let (inst, v) = self.emit(at, op, &vals, attrs, ret);
        Ok((Some(inst), v))
    }
}

impl FnLower<'_, '_> {
    /// Whether a direct call of `@name` with `ret` and `args` does not
    /// match the declaration (its argument count, return type or a
    /// parameter type, beyond a specific-space pointer passed for a
    /// generic one).
    fn signature_differs(&self, name: &str, ret: Option<Type>, args: &[Operand]) -> bool {
        let Some(&f) = self.imp.funcs.get(name) else {
            return false;
        };
        let callee = &self.imp.m.funcs[f];
        let fixed = self.imp.varargs.get(&f).copied();
        let n = fixed.unwrap_or(callee.params.len());
        args.len() < n
            || (fixed.is_none() && args.len() != n)
            || callee.ret != ret
            || args
                .iter()
                .zip(&callee.params[..n])
                .any(|(a, p)| a.ty != *p && !to_generic(a.ty, *p))
    }
}

/// The suffix LLVM's intrinsic names give a scalar float type.
pub(super) fn type_suffix(t: Type) -> &'static str {
    match t {
        Type::F16 => "f16",
        Type::BF16 => "bf16",
        Type::F64 => "f64",
        _ => "f32",
    }
}

/// True when a `from` value may be passed for a `to` parameter by an
/// address-space cast: a specific space into a generic pointer.
fn to_generic(from: Type, to: Type) -> bool {
    matches!((from, to), (Type::Ptr(s), Type::Ptr(0)) if s != 0)
}

/// True when an instruction produces a value (and so takes a number when
/// it is written without a name).
pub(super) fn has_value(k: &InstKind) -> bool {
    !matches!(
        k,
        InstKind::Store(..)
            | InstKind::Fence(..)
            | InstKind::Call { ret: None, .. }
            | InstKind::Br(..)
            | InstKind::CondBr(..)
            | InstKind::Switch(..)
            | InstKind::Ret(_)
            | InstKind::Unreachable
    )
}

/// The attributes of the named groups.
pub(super) fn groups_of<'g>(
    table: &'g FxHashMap<String, Vec<(String, Option<String>)>>,
    names: &'g [String],
) -> impl Iterator<Item = &'g (String, Option<String>)> {
    names.iter().filter_map(|n| table.get(n)).flatten()
}

pub(super) fn cast_attrs(op: Opcode, flags: IntFlags, f: FastMath) -> Attrs {
    match op.format() {
        Format::Int => Attrs::Int(flags),
        Format::Float => Attrs::Float(f),
        _ => Attrs::None,
    }
}

/// `i1` or `<N x i1>` matching an operand's shape.
pub(super) fn bool_like(t: Type) -> Type {
    match t.as_vector() {
        Some((_, n)) => Type::vector(ty::I1, n),
        None => ty::I1,
    }
}

impl FnLower<'_, '_> {
    /// True when `v` is the constant -0.0 of scalar float type `ty`.
    fn is_negative_zero(&self, v: Value, ty: Type) -> bool {
        let bits = match ty {
            Type::F16 | Type::BF16 => 0x8000,
            Type::F32 => 0x8000_0000,
            Type::F64 => 1 << 63,
            _ => return false,
        };
        let dfg = &self.body.dfg;
        match dfg.values[v].def {
            ValueDef::Result(i) => {
                dfg.insts[i].opcode == Opcode::Const
                    && dfg.insts[i].attrs == Attrs::Const(Const::Float(bits))
            }
            _ => false,
        }
    }
}

/// The plain operation of `llvm.nvvm.{fadd,fmul}.{bf16,v2bf16}`, whose
/// third operand is a rounding mode.
fn rounded_arith(name: &str) -> Option<Opcode> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    let (op, ty) = rest.split_once('.')?;
    if !matches!(ty, "bf16" | "v2bf16") {
        return None;
    }
    match op {
        "fadd" => Some(Opcode::FAdd),
        "fmul" => Some(Opcode::FMul),
        _ => None,
    }
}

/// The integer an `<N x i1>` occupies in memory (LLVM packs the lanes into
/// bits, lane k at bit k), for the N the selector converts (8 to 64).
fn mask_word(t: Type) -> Option<Type> {
    match t.as_vector() {
        Some((e, n)) if e == ty::I1 && matches!(n, 8 | 16 | 32 | 64) => Some(Type::Int(n as u16)),
        _ => None,
    }
}
