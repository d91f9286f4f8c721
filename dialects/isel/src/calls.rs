//! Function headers, the `.param` calling convention, calls and returns.

use super::func::{imm, reg, FnSel, R};
use super::memory::Address;
use super::regs::{self, Ext};
use super::ModCtx;
use dialects::ir::*;
use ptx::{
    AddrBase, Mnemonic, Operand, PtxDirectives, PtxFunction, PtxInst, PtxParam, PtxType, Reg,
    RegClass, Space, Stmt, VarDecl,
};

/// How one parameter or return value travels in `.param` space.
#[derive(Clone, Debug)]
pub(crate) enum Abi {
    /// A scalar in a `.param .<decl>` slot.
    Scalar {
        /// The declared type.
        decl: PtxType,
        /// The IR type.
        leaf: Type,
    },
    /// A byte array `.param .align A .b8 name[size]` holding a value.
    Bytes {
        /// Size in bytes.
        size: u64,
        /// Alignment.
        align: u64,
        /// The IR type.
        ty: Type,
    },
    /// A `byval` pointer: the pointee's bytes travel, the callee sees a
    /// pointer to its own copy.
    ByVal {
        /// Size in bytes.
        size: u64,
        /// Alignment.
        align: u64,
    },
}

impl Abi {
    /// The ABI of a value of type `t`; `kernel` selects `.entry`
    /// conventions (natural widths) over `.func` ones (small integers
    /// promoted to `.b32`).
    pub fn of(t: Type, attrs: Option<&ParamAttrs>, kernel: bool) -> R<Abi> {
        if let Some(bt) = attrs.and_then(|a| a.byval) {
            let align = bt
                .abi_align()
                .max(attrs.map_or(1, |a| a.align as u64))
                .clamp(1, regs::PARAM_ALIGN_MAX);
            return Ok(Abi::ByVal {
                size: bt.store_size(),
                align,
            });
        }
        if t.as_compound().is_some() || t == Type::Int(128) {
            regs::param_leaves(t)?;
            let (size, align) = regs::param_size_align(t);
            return Ok(Abi::Bytes { size, align, ty: t });
        }
        regs::class_of(t)?;
        let decl = match (t, kernel) {
            (Type::Int(1) | Type::Int(8), true) => PtxType::U8,
            (Type::Int(16), true) => PtxType::U16,
            (Type::Int(32), true) => PtxType::U32,
            (Type::Int(64) | Type::Ptr(_), true) => PtxType::U64,
            (Type::F32, true) => PtxType::F32,
            (Type::F64, true) => PtxType::F64,
            (Type::Int(1 | 8 | 16 | 32) | Type::F32, false) => PtxType::B32,
            (Type::Int(64) | Type::Ptr(_) | Type::F64, false) => PtxType::B64,
            (Type::F16 | Type::BF16, _) => PtxType::B16,
            _ => return Err(format!("parameter of type {t}").into()),
        };
        Ok(Abi::Scalar { decl, leaf: t })
    }

    /// The header declaration of a parameter named `name`.
    fn param(&self, name: String) -> PtxParam {
        let (ty, align, array) = match *self {
            Abi::Scalar { decl, .. } => (decl, 0, None),
            Abi::Bytes { size, align, .. } | Abi::ByVal { size, align } => {
                (PtxType::B8, align as u32, Some(size))
            }
        };
        PtxParam {
            ty,
            name,
            align,
            array,
            ptr: None,
            is_reg: false,
        }
    }

    /// The `.callprototype` spelling of this slot: `.param .b32 _`,
    /// `.param .align 8 .b8 _[16]`.
    fn prototype_slot(&self) -> String {
        let p = self.param("_".into());
        let align = if p.align > 0 {
            format!(".align {} ", p.align)
        } else {
            String::new()
        };
        let dims = p.array.map_or(String::new(), |n| format!("[{n}]"));
        format!(".param {align}.{} _{dims}", p.ty.name())
    }

    /// A call-site declaration of a `.param` named `name`.
    fn decl(&self, name: &str) -> VarDecl {
        let p = self.param(name.to_string());
        VarDecl {
            space: Space::Param,
            linkage: None,
            align: p.align,
            ty: p.ty,
            name: p.name,
            dims: p.array.map(Some).into_iter().collect(),
            init: None,
        }
    }
}

/// The PTX linkage of a symbol.
pub(crate) fn linkage(l: Linkage) -> Option<String> {
    match l {
        Linkage::External => Some("visible".into()),
        Linkage::Internal => None,
        Linkage::Weak | Linkage::Common => Some("weak".into()),
    }
}

/// Parameters and return slot of a function's header.
fn signature(f: &Function, name: &str) -> R<(Vec<PtxParam>, Vec<PtxParam>)> {
    if f.variadic {
        return Err("variadic function".into());
    }
    let mut params = Vec::new();
    for (i, &t) in f.params.iter().enumerate() {
        let abi = Abi::of(t, f.param_attrs.get(i), f.kernel)?;
        params.push(abi.param(format!("{name}_param_{i}")));
    }
    let mut rets = Vec::new();
    if let Some(rt) = f.ret {
        if f.kernel {
            return Err(format!("a kernel returning {rt}").into());
        }
        rets.push(Abi::of(rt, None, false)?.param("func_retval0".into()));
    }
    Ok((params, rets))
}

/// An `.extern .func` prototype for a declaration.
pub(crate) fn declaration(cx: &ModCtx<'_>, fid: FuncId) -> Result<PtxFunction, String> {
    let f = &cx.m.funcs[fid];
    let name = cx.func_names[fid].clone();
    let (params, rets) = signature(f, &name)
        .map_err(|why| format!("unsupported: declaration @{}: {why}", f.name))?;
    Ok(PtxFunction {
        name,
        is_entry: false,
        linkage: None,
        rets,
        params,
        is_decl: true,
        ..Default::default()
    })
}

/// Loads the `i1` at `src` (a byte) into predicate `d`.
fn load_pred(s: &mut FnSel<'_>, d: Reg, op: &str, src: Operand) {
    let b = s.op1(RegClass::B16, op, vec![src]);
    let t = s.op1(RegClass::B16, "and.b16", vec![reg(b), imm(1)]);
    s.emit("setp.eq.b16", vec![reg(d), reg(t), imm(1)]);
}

impl FnSel<'_> {
    /// Fills in the function's header: name, linkage, parameters, return
    /// slot, performance directives.
    pub(crate) fn header(&mut self) -> R<()> {
        let f = self.func;
        let name = self.cx.func_names[self.fid].clone();
        let (params, rets) = signature(f, &name)?;
        self.out.name = name;
        self.out.is_entry = f.kernel;
        self.out.linkage = linkage(f.linkage);
        self.out.params = params;
        self.out.rets = rets;
        if f.kernel {
            self.out.directives = self.directives(&f.bounds)?;
        }
        Ok(())
    }

    fn directives(&mut self, b: &LaunchBounds) -> R<PtxDirectives> {
        let mut d = PtxDirectives {
            maxntid: b.maxntid.map(|v| v.to_vec()),
            reqntid: b.reqntid.map(|v| v.to_vec()),
            maxnreg: b.maxnreg,
            ..Default::default()
        };
        // `.minnctapersm` means nothing (ptxas warns) without a thread bound.
        if d.maxntid.is_some() || d.reqntid.is_some() {
            d.minnctapersm = b.minctasm;
        }
        if b.cluster_dim.is_some() || b.maxclusterrank.is_some() {
            self.require_sm(90, "cluster launch bounds")?;
            self.need((7, 8));
            d.reqnctapercluster = b.cluster_dim.map(|v| v.to_vec());
            // Compile-time cluster dimensions: nvcc and llc both declare
            // the kernel an explicit-cluster one. They fix the cluster's
            // size, and ptxas refuses `.maxclusterrank` beside them
            // ("Conflicting directives").
            if b.cluster_dim.is_some() {
                // With `"nvvm.blocksareclusters"` the launch's blocks are
                // the clusters (PTX 9.0), which llc declares instead.
                if b.blocks_are_clusters {
                    self.need((9, 0));
                    d.other.push("blocksareclusters".into());
                } else {
                    d.other.push("explicitcluster".into());
                }
            } else {
                d.maxclusterrank = b.maxclusterrank;
            }
        }
        Ok(d)
    }

    /// Loads the parameters into their registers (byval ones are copied
    /// into the local depot).
    pub(crate) fn prologue(&mut self) -> R<()> {
        let entry = self.body.entry().ok_or("function without an entry block")?;
        let params = self.dfg.block_params(entry).to_vec();
        if params.len() != self.func.params.len() {
            return Err("entry block parameters do not match the signature".into());
        }
        for (i, v) in params.into_iter().enumerate() {
            let name = self.out.params[i].name.clone();
            let t = self.ty(v);
            let abi = Abi::of(t, self.func.param_attrs.get(i), self.func.kernel)?;
            if let Abi::ByVal { size, align } = abi {
                let d = self.vreg(v)?;
                if self.in_place.contains_key(&v) {
                    // Its `.param` address, for loads at a variable offset
                    // (dropped when every load folds to `[name+off]`); a
                    // device function's loads are all at constant offsets.
                    if self.func.kernel {
                        self.emit("mov.u64", vec![reg(d), Operand::Sym(name)]);
                    }
                    continue;
                }
                if self.generic_params.contains(&v) {
                    self.need((7, 7));
                    self.emit("mov.u64", vec![reg(d), Operand::Sym(name)]);
                    self.emit("cvta.param.u64", vec![reg(d), reg(d)]);
                    continue;
                }
                self.byval_copy_in(&name, d, size, align, regs::addrspace(t)?)?;
                continue;
            }
            let ds = self.vregs(v)?;
            self.load_param(&name, &abi, &ds)?;
        }
        Ok(())
    }

    /// Copies a byval parameter into the depot; `d` gets its address.
    fn byval_copy_in(&mut self, name: &str, d: Reg, size: u64, align: u64, aspace: u32) -> R<()> {
        let generic = aspace == 0;
        if !generic && aspace != 5 {
            return Err(format!("byval pointer in address space {aspace}").into());
        }
        let slot = self.depot_slot(size, align);
        self.declare_depot(generic);
        let spl = self.depot.spl.ok_or("no depot")?;
        let chunk = chunk_size(align, size);
        let c = chunk_class(chunk);
        let mut off = 0;
        while off < size {
            let t = self.op1(
                c,
                &format!("ld.param.b{}", chunk * 8),
                vec![Operand::Addr(AddrBase::Sym(name.into()), off as i64)],
            );
            self.emit(
                &format!("st.local.b{}", chunk * 8),
                vec![
                    Operand::Addr(AddrBase::Reg(spl), (slot + off) as i64),
                    reg(t),
                ],
            );
            off += chunk;
        }
        let base = if generic {
            self.depot.sp
        } else {
            self.depot.spl
        }
        .ok_or("no depot")?;
        self.emit("add.u64", vec![reg(d), reg(base), imm(slot as i64)]);
        Ok(())
    }

    /// Loads a value passed as `abi` in the `.param` named `sym` into `ds`.
    fn load_param(&mut self, sym: &str, abi: &Abi, ds: &[Reg]) -> R<()> {
        let at = |off: u64| Operand::Addr(AddrBase::Sym(sym.into()), off as i64);
        match *abi {
            Abi::Scalar { leaf, .. } => {
                let d = ds[0];
                match leaf {
                    Type::Int(1) => load_pred(self, d, "ld.param.u8", at(0)),
                    _ => {
                        let mt = regs::mem_ty(leaf)?;
                        self.emit(&format!("ld.param.{}", mt.name()), vec![reg(d), at(0)]);
                    }
                }
            }
            Abi::Bytes { ty, .. } => {
                for (&d, (off, leaf)) in ds.iter().zip(regs::param_leaves(ty)?) {
                    let mt = regs::mem_ty(leaf)?;
                    if mt == PtxType::B128 {
                        self.need((8, 3));
                        // Through two 64-bit halves, as llc does: ptxas 13
                        // crashes (-c, sm_90/sm_100) on `ld.param.b128`
                        // whose register feeds `atom.exch.b128` directly.
                        let (lo, hi) = (self.new_reg(RegClass::B64), self.new_reg(RegClass::B64));
                        self.emit(
                            "ld.param.v2.b64",
                            vec![Operand::Vector(vec![reg(lo), reg(hi)]), at(off)],
                        );
                        self.emit(
                            "mov.b128",
                            vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
                        );
                        continue;
                    }
                    if leaf == Type::Int(1) {
                        load_pred(self, d, "ld.param.u8", at(off));
                    } else {
                        self.emit(&format!("ld.param.{}", mt.name()), vec![reg(d), at(off)]);
                    }
                }
            }
            Abi::ByVal { .. } => return Err("byval value read back".into()),
        }
        Ok(())
    }

    /// Stores value `v` into the `.param` named `sym` as `abi`.
    fn store_param(&mut self, sym: &str, v: Value, abi: &Abi, signext: bool) -> R<()> {
        let at = |off: u64| Operand::Addr(AddrBase::Sym(sym.into()), off as i64);
        match *abi {
            Abi::Scalar { decl, leaf } => {
                let src = match leaf {
                    Type::Int(1) => {
                        let p = self.src_reg(v, 0)?;
                        reg(self.op1(RegClass::B32, "selp.b32", vec![imm(1), imm(0), reg(p)]))
                    }
                    Type::Int(8 | 16) if decl == PtxType::B32 => {
                        let ext = if signext { Ext::Sign } else { Ext::Zero };
                        if let Some(o) = self
                            .lane_const(v, 0)
                            .and_then(|c| regs::imm_operand(&c, leaf, ext))
                        {
                            o
                        } else {
                            let r = self.src_reg(v, 0)?;
                            reg(self.int_ext(r, leaf.bits(), 32, signext)?)
                        }
                    }
                    _ => self.src(v, 0, Ext::Any)?,
                };
                let st = match (decl, leaf) {
                    (PtxType::B32, Type::F32) => "f32",
                    (PtxType::B64, Type::F64) => "f64",
                    (PtxType::U8, _) => "u8",
                    (d, _) => d.name(),
                };
                self.emit(&format!("st.param.{st}"), vec![at(0), src]);
            }
            Abi::Bytes { ty, .. } => {
                for (lane, (off, leaf)) in regs::param_leaves(ty)?.into_iter().enumerate() {
                    let mt = regs::mem_ty(leaf)?;
                    let src = if leaf == Type::Int(1) {
                        let p = self.src_reg(v, lane)?;
                        reg(self.op1(RegClass::B16, "selp.u16", vec![imm(1), imm(0), reg(p)]))
                    } else {
                        self.src(v, lane, Ext::Any)?
                    };
                    self.emit(&format!("st.param.{}", mt.name()), vec![at(off), src]);
                }
            }
            Abi::ByVal { size, align } => {
                let space = self.ptr_space(v)?;
                let src = self.address(v, 0)?;
                let align = align.min(self.known_align(v).max(1)).max(1);
                let chunk = chunk_size(align, size);
                let c = chunk_class(chunk);
                let sp = space.map_or(String::new(), |s| format!(".{s}"));
                let mut off = 0;
                while off < size {
                    let t = self.op1(c, &format!("ld{sp}.b{}", chunk * 8), vec![src.operand(off)]);
                    self.emit(&format!("st.param.b{}", chunk * 8), vec![at(off), reg(t)]);
                    off += chunk;
                }
            }
        }
        Ok(())
    }

    /// Stores a device function's return value into `func_retval0`.
    pub(crate) fn store_return(&mut self, v: Value) -> R<()> {
        let rt = self.func.ret.ok_or("ret with a value in a void function")?;
        let abi = Abi::of(rt, None, false)?;
        self.store_param("func_retval0", v, &abi, false)
    }

    /// The `.param` sequence of a call: a scope, one slot per argument
    /// (its type and attributes from `slot`), the return slot when the
    /// call has a result, then `call` (given the `(retval0)` list, the
    /// argument names and the slots' prototype spellings) and the result
    /// loaded back.
    fn call_sequence(
        &mut self,
        inst: Inst,
        args: &[Value],
        slots: &[(Type, Option<&ParamAttrs>)],
        rt: Option<Type>,
        call: impl FnOnce(&mut Self, Vec<Operand>, Vec<Operand>, Vec<String>, Option<String>),
    ) -> R<()> {
        self.stmt(Stmt::ScopeBegin);
        let mut names = Vec::new();
        let mut protos = Vec::new();
        for (i, (&a, &(t, attrs))) in args.iter().zip(slots).enumerate() {
            let abi = Abi::of(t, attrs, false)?;
            let name = format!("param{i}");
            self.decl(abi.decl(&name));
            let signext = attrs.and_then(|a| a.ext) == Some(true);
            self.store_param(&name, a, &abi, signext)?;
            names.push(Operand::Sym(name));
            protos.push(abi.prototype_slot());
        }
        let ret_proto = rt.map(|t| Abi::of(t, None, false)).transpose()?;
        let ret = match (ret_proto.clone(), self.dfg.inst_result(inst)) {
            (Some(abi), Some(r)) => {
                self.decl(abi.decl("retval0"));
                Some((abi, r))
            }
            _ => None,
        };
        let mut head = Vec::new();
        if ret.is_some() {
            head.push(Operand::List(vec![Operand::Sym("retval0".into())]));
        }
        call(
            self,
            head,
            names,
            protos,
            ret_proto.map(|a| a.prototype_slot()),
        );
        if let Some((abi, r)) = ret {
            let ds = self.vregs(r)?;
            self.load_param("retval0", &abi, &ds)?;
        }
        self.stmt(Stmt::ScopeEnd);
        Ok(())
    }

    /// A call through a pointer: the arguments and return slot as for a
    /// direct call, and a `.callprototype` of the call's signature that
    /// the `call` names (PTX ISA "call": indirect calls need a prototype
    /// or a `.calltargets` list).
    pub(crate) fn lower_call_indirect(&mut self, inst: Inst) -> R<()> {
        let Attrs::CallIndirect(sig) = self.attrs(inst) else {
            return Err("malformed indirect call".into());
        };
        let all = self.args(inst);
        let (&target, args) = all.split_first().ok_or("indirect call without a callee")?;
        if args.len() != sig.params.len() {
            return Err("indirect call whose arguments do not match its signature".into());
        }
        let callee = self.src_reg(target, 0)?;
        // Byval arguments travel as their pointee's bytes, as for a direct
        // call to a function that declares them so.
        let byval: Vec<(usize, ParamAttrs)> = sig
            .byval
            .iter()
            .map(|&(k, t, align)| {
                let a = ParamAttrs {
                    byval: Some(t),
                    align,
                    ..ParamAttrs::default()
                };
                (k as usize, a)
            })
            .collect();
        let slots: Vec<_> = sig
            .params
            .iter()
            .enumerate()
            .map(|(i, &t)| (t, byval.iter().find(|b| b.0 == i).map(|b| &b.1)))
            .collect();
        self.call_sequence(
            inst,
            args,
            &slots,
            sig.ret,
            |s, mut ops, names, protos, ret| {
                let proto = s.new_block();
                s.out.blocks[proto].label = Some(format!("prototype_{}", s.prototypes));
                s.prototypes += 1;
                s.place(proto);
                let text = format!(
                    "{}_ ({})",
                    ret.map_or(String::new(), |r| format!("({r}) ")),
                    protos.join(", ")
                );
                s.stmt(Stmt::Inst(PtxInst {
                    guard: None,
                    op: Mnemonic::new(vec![".callprototype".into()]),
                    operands: vec![Operand::Sym(text)],
                }));
                ops.push(reg(callee));
                ops.push(Operand::List(names));
                ops.push(Operand::Label(proto));
                s.emit("call", ops);
            },
        )
    }

    pub(crate) fn lower_call(&mut self, inst: Inst) -> R<()> {
        let Attrs::Call(ca) = self.attrs(inst) else {
            return Err("malformed call".into());
        };
        let callee = &self.cx.m.funcs[ca.callee];
        if callee.kernel {
            return Err("call of a kernel".into());
        }
        if callee.variadic {
            return Err("variadic call".into());
        }
        if callee.is_intrinsic() {
            return Err("call of an intrinsic as a function".into());
        }
        let args = self.args(inst);
        let slots: Vec<_> = args
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let t = callee.params.get(i).copied().unwrap_or(self.ty(a));
                (t, callee.param_attrs.get(i))
            })
            .collect();
        let fname = Operand::Sym(self.cx.func_names[ca.callee].clone());
        self.call_sequence(inst, args, &slots, callee.ret, |s, mut ops, names, _, _| {
            ops.push(fname);
            if !names.is_empty() {
                ops.push(Operand::List(names));
            }
            s.emit("call.uni", ops);
        })
    }
}

/// The widest power-of-two chunk (at most 8 bytes) that both the alignment
/// and the size allow.
pub(crate) fn chunk_size(align: u64, size: u64) -> u64 {
    let mut c = 8;
    while c > 1 && !(align.is_multiple_of(c) && size.is_multiple_of(c)) {
        c /= 2;
    }
    c
}

/// The register class of a `chunk`-byte piece.
pub(crate) fn chunk_class(chunk: u64) -> RegClass {
    match chunk {
        8 => RegClass::B64,
        4 => RegClass::B32,
        _ => RegClass::B16,
    }
}

impl Address {
    /// An address from a register.
    pub fn of_reg(r: Reg) -> Address {
        Address {
            base: AddrBase::Reg(r),
            off: 0,
        }
    }
}
