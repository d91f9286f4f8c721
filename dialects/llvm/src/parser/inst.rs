//! Instructions.

use super::*;

impl<'a> Parser<'a> {
    /// Parses one instruction (or a skipped debug record, returning None).
    pub(super) fn inst(&mut self) -> PResult<Option<InstAst>> {
        let mut result = None;
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            self.expect_punct('=')?;
            result = Some(n);
        }
        if let Tok::Error(_) = self.peek() {
            return self.expected("an instruction");
        }
        // LLVM 19+ debug records: `#dbg_value(...)`.
        if let Tok::AttrGroup(g) = self.peek() {
            if g.starts_with("dbg_") {
                self.bump();
                self.skip_parens()?;
                return Ok(None);
            }
        }
        let pos = self.pos();
        let op = self.word().or_else(|_| self.expected("an instruction"))?;
        let kind = self.inst_kind(&op, pos)?;
        let mut md = Vec::new();
        while self.eat_punct(',') {
            match self.bump() {
                Tok::Meta(k) => {
                    let id = match self.peek().clone() {
                        Tok::Meta(id) => {
                            self.bump();
                            if self.is_punct('(') {
                                self.skip_parens()?;
                            }
                            id
                        }
                        Tok::Punct('!') => {
                            self.bump();
                            self.md_node_body()?;
                            String::new()
                        }
                        _ => return self.expected("a metadata node after the attachment name"),
                    };
                    md.push((k, id));
                }
                t => {
                    return err(
                        self.pos(),
                        format!(
                            "expected a metadata attachment after ',', found {}",
                            describe(&t)
                        ),
                    )
                }
            }
        }
        Ok(Some(InstAst {
            result,
            pos,
            kind,
            md,
        }))
    }

    pub(super) fn fmf(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while let Tok::Ident(w) = self.peek() {
            match FastMath::bit(w) {
                Some(b) => {
                    f.0 |= b;
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    pub(super) fn int_flags(&mut self) -> IntFlags {
        let mut f = IntFlags::default();
        while let Tok::Ident(w) = self.peek() {
            match IntFlags::NAMES.iter().find(|(_, n)| n == w) {
                Some((b, _)) => {
                    f.insert(*b);
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    pub(super) fn label(&mut self) -> PResult<(String, usize)> {
        self.expect_word("label")?;
        let p = self.pos();
        match self.bump() {
            Tok::Local(n) => Ok((n, p)),
            t => err(
                p,
                format!("expected a label '%name', found {}", describe(&t)),
            ),
        }
    }

    pub(super) fn align_opt(&mut self) -> PResult<u32> {
        if matches!(self.peek(), Tok::Punct(','))
            && matches!(self.peek_at(1), Tok::Ident(w) if w == "align")
        {
            self.bump();
            self.bump();
            return self.align_val();
        }
        Ok(0)
    }

    /// The rest of a load or store after its pointer: the scope and
    /// ordering of an atomic access, then `, align N`.
    pub(super) fn mem_tail(&mut self, atomic: bool, volatile: bool) -> PResult<MemAttrs> {
        let mut mem = MemAttrs {
            volatile,
            ..Default::default()
        };
        if atomic {
            let (s, o) = self.scope_ordering()?;
            mem.scope = s;
            mem.ordering = Some(o);
        }
        mem.align = self.align_opt()?;
        Ok(mem)
    }

    pub(super) fn scope_ordering(&mut self) -> PResult<(Scope, Ordering)> {
        let mut scope = Scope::System;
        if self.eat_word("syncscope") {
            self.expect_punct('(')?;
            let p = self.pos();
            let s = String::from_utf8_lossy(&self.string()?).into_owned();
            scope =
                Scope::from_keyword(&s).ok_or((p, format!("unsupported: syncscope(\"{s}\")")))?;
            self.expect_punct(')')?;
        }
        let o = self.ordering()?;
        Ok((scope, o))
    }

    pub(super) fn ordering(&mut self) -> PResult<Ordering> {
        let p = self.pos();
        let w = self.word()?;
        Ordering::from_keyword(&w).ok_or((p, format!("expected an atomic ordering, found '{w}'")))
    }

    pub(super) fn inst_kind(&mut self, op: &str, pos: usize) -> PResult<InstKind> {
        use InstKind as K;
        if let Some(opc) = Opcode::from_name(&format!("nvvm.{op}")).filter(|o| o.is_binary()) {
            let attrs = if opc.is_float_binary() {
                Attrs::Float(self.fmf())
            } else {
                Attrs::Int(self.int_flags())
            };
            let ty = self.ty()?;
            let a = self.value(ty)?;
            self.expect_punct(',')?;
            let bp = self.pos();
            let b = self.value(ty)?;
            return Ok(K::Binary(opc, attrs, ty, a, b, bp));
        }
        if let Some(opc) = cast_opcode(op) {
            let flags = self.int_flags();
            let fmf = self.fmf();
            let v = self.operand()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(K::Cast(opc, flags, fmf, v, to));
        }
        Ok(match op {
            "fneg" => {
                let f = self.fmf();
                K::FNeg(f, self.operand()?)
            }
            "icmp" => {
                self.eat_word("samesign");
                let p = self.pos();
                let w = self.word()?;
                let pred = IntPred::from_keyword(&w)
                    .ok_or((p, format!("expected an icmp predicate, found '{w}'")))?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let bp = self.pos();
                let b = self.value(a.ty)?;
                K::ICmp(pred, a, b, bp)
            }
            "fcmp" => {
                let f = self.fmf();
                let p = self.pos();
                let w = self.word()?;
                let pred = FloatPred::from_keyword(&w)
                    .ok_or((p, format!("expected an fcmp predicate, found '{w}'")))?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let bp = self.pos();
                let b = self.value(a.ty)?;
                K::FCmp(pred, f, a, b, bp)
            }
            "select" => {
                let f = self.fmf();
                let c = self.operand()?;
                self.expect_punct(',')?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                K::Select(f, c, a, b)
            }
            "freeze" => K::Freeze(self.operand()?),
            "phi" => {
                self.fmf();
                let ty = self.ty()?;
                let mut inc = Vec::new();
                loop {
                    self.expect_punct('[')?;
                    let vp = self.pos();
                    let v = self.value(ty)?;
                    self.expect_punct(',')?;
                    let lp = self.pos();
                    let l = match self.bump() {
                        Tok::Local(n) => n,
                        t => {
                            return err(
                                lp,
                                format!("expected a block label '%name', found {}", describe(&t)),
                            )
                        }
                    };
                    self.expect_punct(']')?;
                    inc.push((v, vp, l));
                    if !(matches!(self.peek(), Tok::Punct(','))
                        && matches!(self.peek_at(1), Tok::Punct('[')))
                    {
                        break;
                    }
                    self.bump();
                }
                K::Phi(ty, inc)
            }
            _ => return self.memory_inst(op, pos),
        })
    }

    /// Addresses, loads, stores and allocations.
    fn memory_inst(&mut self, op: &str, pos: usize) -> PResult<InstKind> {
        use InstKind as K;
        Ok(match op {
            "getelementptr" => {
                let inbounds = self.gep_flags();
                let src = self.ty()?;
                self.expect_punct(',')?;
                let mut ops = vec![self.operand()?];
                while matches!(self.peek(), Tok::Punct(','))
                    && !matches!(self.peek_at(1), Tok::Meta(_))
                {
                    self.bump();
                    self.eat_word("inrange");
                    ops.push(self.operand()?);
                }
                K::Gep { inbounds, src, ops }
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                K::Load(ty, ptr, self.mem_tail(atomic, volatile)?)
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let v = self.operand()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                K::Store(v, ptr, self.mem_tail(atomic, volatile)?)
            }
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                let mut align = 0;
                let mut aspace = 0;
                while matches!(self.peek(), Tok::Punct(','))
                    && !matches!(self.peek_at(1), Tok::Meta(_))
                {
                    self.bump();
                    if self.eat_word("align") {
                        align = self.align_val()?;
                    } else if self.is_word("addrspace") {
                        aspace = self.addrspace()?;
                    } else {
                        count = Some(self.operand()?);
                    }
                }
                K::Alloca(ty, count, align, aspace)
            }
            _ => return self.atomic_inst(op, pos),
        })
    }

    /// Atomics and fences.
    fn atomic_inst(&mut self, op: &str, pos: usize) -> PResult<InstKind> {
        use InstKind as K;
        Ok(match op {
            "atomicrmw" => {
                // `elementwise` (LLVM 22) makes only each lane atomic: one
                // atomic operation on the whole vector is a valid (stronger)
                // implementation, and so is one per lane.
                let mut volatile = false;
                let mut elementwise = false;
                loop {
                    if self.eat_word("volatile") {
                        volatile = true;
                    } else if self.eat_word("elementwise") {
                        elementwise = true;
                    } else {
                        break;
                    }
                }
                let p = self.pos();
                let w = self.word()?;
                let rop = match RmwOp::from_keyword(&w) {
                    Some(r) => r,
                    None => return err(p, format!("expected an atomicrmw operation, found '{w}'")),
                };
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let v = self.operand()?;
                let (scope, ordering) = self.scope_ordering()?;
                let align = self.align_opt()?;
                K::Rmw(
                    RmwAttrs {
                        op: rop,
                        ordering,
                        scope,
                        volatile,
                        align,
                    },
                    ptr,
                    v,
                    elementwise,
                )
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let c = self.operand()?;
                self.expect_punct(',')?;
                let n = self.operand()?;
                let (scope, success) = self.scope_ordering()?;
                let failure = self.ordering()?;
                let align = self.align_opt()?;
                K::CmpXchg(
                    CmpXchgAttrs {
                        success,
                        failure,
                        scope,
                        weak,
                        volatile,
                        align,
                    },
                    ptr,
                    c,
                    n,
                )
            }
            "fence" => {
                let (s, o) = self.scope_ordering()?;
                K::Fence(o, s)
            }
            _ => return self.aggregate_control_inst(op, pos),
        })
    }

    /// Vector and aggregate members, calls and terminators.
    fn aggregate_control_inst(&mut self, op: &str, pos: usize) -> PResult<InstKind> {
        use InstKind as K;
        Ok(match op {
            "extractelement" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                K::ExtractElement(v, self.operand()?)
            }
            "insertelement" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                let x = self.operand()?;
                self.expect_punct(',')?;
                K::InsertElement(v, x, self.operand()?)
            }
            "shufflevector" => {
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                self.expect_punct(',')?;
                K::Shuffle(a, b, self.operand()?)
            }
            "extractvalue" => {
                let a = self.operand()?;
                K::ExtractValue(a, self.indices()?)
            }
            "insertvalue" => {
                let a = self.operand()?;
                self.expect_punct(',')?;
                let v = self.operand()?;
                K::InsertValue(a, v, self.indices()?)
            }
            "tail" | "musttail" | "notail" => {
                let p = self.pos();
                let w = self.word()?;
                if w != "call" {
                    return err(p, format!("expected 'call' after '{op}', found '{w}'"));
                }
                self.call()?
            }
            "call" => self.call()?,
            "br" => {
                if self.is_word("label") {
                    let (l, p) = self.label()?;
                    K::Br(l, p)
                } else {
                    let c = self.operand()?;
                    self.expect_punct(',')?;
                    let (a, ap) = self.label()?;
                    self.expect_punct(',')?;
                    let (b, bp) = self.label()?;
                    K::CondBr(c, a, ap, b, bp)
                }
            }
            "switch" => {
                let v = self.operand()?;
                self.expect_punct(',')?;
                let (d, dp) = self.label()?;
                self.expect_punct('[')?;
                let mut cases = Vec::new();
                while !self.eat_punct(']') {
                    let c = self.operand()?;
                    self.expect_punct(',')?;
                    let (l, lp) = self.label()?;
                    cases.push((c, l, lp));
                }
                K::Switch(v, d, dp, cases)
            }
            "ret" => {
                if self.eat_word("void") {
                    K::Ret(None)
                } else {
                    K::Ret(Some(self.operand()?))
                }
            }
            "unreachable" => K::Unreachable,
            "va_arg" => {
                let list = self.operand()?;
                self.expect_punct(',')?;
                K::VaArg(list, self.ty()?)
            }
            // Nothing unwinds on the GPU: an `invoke` is its call followed
            // by a branch to the normal destination, which leaves the
            // landing pad unreachable (and never imported).
            "invoke" => {
                let call = self.call()?;
                self.expect_word("to")?;
                let (normal, np) = self.label()?;
                self.expect_word("unwind")?;
                self.label()?;
                self.then_branch = Some(InstAst {
                    result: None,
                    pos,
                    kind: K::Br(normal, np),
                    md: Vec::new(),
                });
                call
            }
            "landingpad" => {
                let p = self.pos();
                let ty = self.ty()?;
                loop {
                    if self.eat_word("cleanup") {
                        continue;
                    }
                    if self.eat_word("catch") || self.eat_word("filter") {
                        self.operand()?;
                        continue;
                    }
                    break;
                }
                K::Freeze(Operand {
                    ty,
                    val: ValAst::Const(ConstAst::Poison),
                    pos: p,
                })
            }
            "resume" => {
                self.operand()?;
                K::Unreachable
            }
            "callbr" | "indirectbr" | "catchswitch" | "catchpad" | "cleanuppad" | "catchret"
            | "cleanupret" => return err(pos, format!("unsupported: instruction '{op}'")),
            _ => return err(pos, format!("expected an instruction, found '{op}'")),
        })
    }

    pub(super) fn indices(&mut self) -> PResult<Vec<u32>> {
        let mut idx = Vec::new();
        while matches!(self.peek(), Tok::Punct(',')) && matches!(self.peek_at(1), Tok::Int(_)) {
            self.bump();
            idx.push(self.u32_val()?);
        }
        if idx.is_empty() {
            return self.expected("an aggregate index");
        }
        Ok(idx)
    }

    pub(super) fn call(&mut self) -> PResult<InstKind> {
        let fmf = self.fmf();
        // Calling convention and return attributes.
        loop {
            match self.peek().clone() {
                Tok::Ident(w) if SKIP_PREFIX_WORDS.contains(&w.as_str()) || w == "ptx_kernel" => {
                    self.bump();
                }
                Tok::Ident(w) if w == "cc" => {
                    self.bump();
                    self.uint()?;
                }
                _ => {
                    if !self.param_attr_word() {
                        break;
                    }
                }
            }
        }
        let rp = self.pos();
        let ret_word = self.peek().clone();
        let ret = match self.pty_inner(false)? {
            PTy::Val(t) => Some(t),
            PTy::Void => None,
            PTy::Other => return err(rp, other_type_msg(&ret_word, "a return type")),
        };
        // An explicit function type `(i8*, ...)` (with an optional `*`).
        let mut fixed = None;
        if self.is_punct('(') {
            self.bump();
            let mut count = 0;
            while !self.eat_punct(')') {
                if self.peek() == &Tok::Ellipsis {
                    self.bump();
                    fixed = Some(count);
                } else {
                    self.pty()?;
                    count += 1;
                }
                if !self.is_punct(')') {
                    self.expect_punct(',')?;
                }
                if matches!(self.peek(), Tok::Eof) {
                    return self.expected("')'");
                }
            }
            self.eat_punct('*');
        }
        let callee_pos = self.pos();
        let callee = if self.eat_word("asm") {
            let mut side_effect = false;
            loop {
                if self.eat_word("sideeffect") {
                    side_effect = true;
                } else if !(self.eat_word("alignstack")
                    || self.eat_word("inteldialect")
                    || self.eat_word("unwind"))
                {
                    break;
                }
            }
            let template = String::from_utf8_lossy(&self.string()?).into_owned();
            self.expect_punct(',')?;
            let constraints = String::from_utf8_lossy(&self.string()?).into_owned();
            ValAst::Asm(Box::new(AsmData {
                template,
                constraints,
                side_effect,
                convergent: false,
            }))
        } else {
            match self.peek().clone() {
                Tok::Global(n) => {
                    self.bump();
                    ValAst::Const(ConstAst::Global(n))
                }
                Tok::Local(n) => {
                    self.bump();
                    ValAst::Local(n)
                }
                _ => ValAst::Const(self.constant(Type::Ptr(0))?),
            }
        };
        self.expect_punct('(')?;
        let mut args = Vec::new();
        let mut byval_args = Vec::new();
        let mut arg_aligns = Vec::new();
        if !self.eat_punct(')') {
            loop {
                let p = self.pos();
                match self.pty()? {
                    PTy::Val(ty) => {
                        let pa = self.param_attrs()?;
                        let pos = self.pos();
                        if let Some(t) = pa.byval {
                            byval_args.push((args.len(), t, pa.align, pos));
                        }
                        let val = self.value(ty)?;
                        arg_aligns.push(pa.align);
                        args.push(Operand { ty, val, pos });
                    }
                    PTy::Other => {
                        // `metadata ...` argument (debug intrinsics,
                        // constrained floating point).
                        let text = match self.md_item()? {
                            MdItem::Str(s) => Some(s),
                            _ => None,
                        };
                        arg_aligns.push(0);
                        args.push(Operand {
                            ty: Type::Int(1),
                            val: ValAst::Metadata(text),
                            pos: p,
                        });
                    }
                    PTy::Void => return err(p, "expected an argument type, found 'void'"),
                }
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        let mut groups = Vec::new();
        let mut attrs = Vec::new();
        self.fn_attrs(&mut groups, &mut attrs, false)?;
        // Operand bundles `[ "name"(...) ]`.
        if self.eat_punct('[') {
            let mut depth = 1;
            while depth > 0 {
                match self.bump() {
                    Tok::Punct('[') => depth += 1,
                    Tok::Punct(']') => depth -= 1,
                    Tok::Eof => return self.expected("']'"),
                    _ => {}
                }
            }
        }
        let convergent = attrs.iter().any(|(k, _)| k == "convergent");
        Ok(InstKind::Call {
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
        })
    }
}
