//! Lowering of the LLVM syntax tree into the nvvm dialect.
//!
//! - GEPs become `nvvm.ptradd` with an i64 byte offset computed from the
//!   NVPTX data layout (64-bit pointers);
//! - phis become block parameters, their incoming values branch arguments;
//! - constants and constant expressions become instructions at the top of
//!   the entry block (deduplicated), so every operand is an SSA value;
//! - typed pointers become opaque `ptr<addrspace>`; intrinsic names are
//!   kept in their opaque-pointer spelling (`.p0i8` -> `.p0`);
//! - blocks unreachable from the entry are dropped;
//! - kernels and launch bounds come from `!nvvm.annotations`, the
//!   `ptx_kernel` calling convention and `"nvvm.*"` function attributes.

use rustc_hash::FxHashMap;

use super::floats::parse_float;
use super::lexer::tokenize;
use super::parser::*;
use crate::diag::{Diagnostic, SourceMap};
use crate::ir::*;

/// Parses LLVM IR text (typed or opaque pointers) into a module.
pub fn import(file: &str, src: &str) -> Result<Module, Diagnostic> {
    let sm = SourceMap::new(file, src);
    let toks = tokenize(src);
    let ast = Parser::new(&toks)
        .module()
        .map_err(|(pos, msg)| sm.error(pos, msg))?;
    let mut imp = Importer {
        ast: &ast,
        m: Module::default(),
        globals: FxHashMap::default(),
        funcs: FxHashMap::default(),
        places: FxHashMap::default(),
    };
    imp.run().map_err(|(pos, msg)| sm.error(pos, msg))?;
    // Semantic errors (types, dominance) are found by the verifier and
    // reported at the source instruction they came from.
    if let Err(errors) = crate::verify::verify_module(&imp.m) {
        let e = &errors[0];
        let pos = imp.place_of(e).unwrap_or(0);
        return Err(sm.error(pos, e.to_string()));
    }
    Ok(imp.m)
}

/// Source offsets of what a function's lowering created.
#[derive(Default)]
struct Places {
    func: usize,
    insts: FxHashMap<Inst, usize>,
    blocks: FxHashMap<Block, usize>,
}

/// Rewrites typed-pointer mangling in an intrinsic name to the opaque form:
/// `llvm.memcpy.p0i8.p1i8.i64` -> `llvm.memcpy.p0.p1.i64`.
pub fn canonical_intrinsic_name(name: &str) -> String {
    let mut out = Vec::new();
    for seg in name.split('.') {
        let b = seg.as_bytes();
        if b.len() > 1 && b[0] == b'p' && b[1].is_ascii_digit() {
            let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            out.push(&seg[..1 + digits]);
        } else {
            out.push(seg);
        }
    }
    out.join(".")
}

type R<T> = Result<T, PErr>;

struct Importer<'a> {
    ast: &'a ModuleAst,
    places: FxHashMap<String, Places>,
    m: Module,
    globals: FxHashMap<String, GlobalId>,
    funcs: FxHashMap<String, FuncId>,
}

fn mask(v: u128, bits: u16) -> u128 {
    if bits >= 128 {
        v
    } else {
        v & ((1u128 << bits) - 1)
    }
}

fn is_numeric(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit())
}

impl<'a> Importer<'a> {
    /// The source offset a verifier error points at.
    fn place_of(&self, e: &crate::verify::VerifyError) -> Option<usize> {
        use crate::verify::AnyEntity;
        let pl = self.places.get(&e.func)?;
        let at = match e.at {
            Some(AnyEntity::Inst(i)) => pl.insts.get(&i).copied(),
            Some(AnyEntity::Block(b)) => pl.blocks.get(&b).copied(),
            Some(AnyEntity::Value(v)) => {
                let f = self.m.func_by_name(&e.func)?;
                let body = self.m.funcs[f].body.as_ref()?;
                match body.dfg.values.get(v)?.def {
                    ValueDef::Result(i) => pl.insts.get(&i).copied(),
                    ValueDef::Param(b, _) => pl.blocks.get(&b).copied(),
                }
            }
            None => None,
        };
        Some(at.unwrap_or(pl.func))
    }

    fn run(&mut self) -> R<()> {
        let ast = self.ast;
        if let Some((t, p)) = &ast.triple {
            if t.starts_with("nvptx-") || t == "nvptx" {
                return Err((
                    *p,
                    "unsupported: 32-bit nvptx (warpsat targets nvptx64)".into(),
                ));
            }
            if !t.starts_with("nvptx64") {
                return Err((
                    *p,
                    format!("unsupported: target triple \"{t}\" (expected nvptx64-nvidia-cuda)"),
                ));
            }
        }
        if let Some((dl, p)) = &ast.datalayout {
            if dl
                .split('-')
                .any(|s| s.starts_with("p:32") || s.starts_with("p0:32"))
            {
                return Err((*p, "unsupported: 32-bit pointers in the data layout".into()));
            }
        }
        self.m.name = ast.source_filename.clone().unwrap_or_default();
        for g in &ast.globals {
            if self.globals.contains_key(&g.name) {
                return Err((g.pos, format!("redefinition of global '@{}'", g.name)));
            }
            let id = self.m.globals.push(Global {
                name: g.name.clone(),
                ty: g.ty,
                addrspace: g.addrspace,
                linkage: g.linkage,
                is_const: g.is_const,
                init: None,
                align: g.align,
                externally_initialized: g.ext_init,
            });
            self.globals.insert(g.name.clone(), id);
        }
        for f in &ast.funcs {
            if f.name.starts_with("llvm.") {
                continue;
            }
            if self.funcs.contains_key(&f.name) || self.globals.contains_key(&f.name) {
                return Err((f.pos, format!("redefinition of '@{}'", f.name)));
            }
            let mut func = Function::new(
                f.name.clone(),
                f.params.iter().map(|p| p.ty).collect(),
                f.ret,
            );
            func.param_attrs = f.params.iter().map(|p| p.attrs.clone()).collect();
            func.variadic = f.variadic;
            func.linkage = f.linkage;
            func.kernel = f.ptx_kernel;
            let mut attrs: Vec<&(String, Option<String>)> = f.fn_attrs.iter().collect();
            for g in &f.groups {
                if let Some(list) = ast.attr_groups.get(g) {
                    attrs.extend(list.iter());
                }
            }
            for (k, v) in attrs {
                self.fn_attr(&mut func, k, v.as_deref(), f.pos)?;
            }
            let id = self.m.funcs.push(func);
            self.funcs.insert(f.name.clone(), id);
        }
        self.annotations()?;
        for g in &ast.globals {
            if let Some(init) = &g.init {
                let c = self.init_const(init)?;
                let id = self.globals[&g.name];
                self.m.globals[id].init = Some(c);
            }
        }
        for f in &ast.funcs {
            if let Some(blocks) = &f.blocks {
                let id = self.funcs[&f.name];
                let (body, places) = FnLower::new(self, f).lower(blocks)?;
                self.m.funcs[id].body = Some(body);
                self.places.insert(f.name.clone(), places);
            }
        }
        Ok(())
    }

    fn fn_attr(&self, f: &mut Function, k: &str, v: Option<&str>, pos: usize) -> R<()> {
        let dims = |s: &str| -> R<[u32; 3]> {
            let mut d = [1u32; 3];
            for (i, part) in s.split(',').enumerate().take(3) {
                d[i] = part.trim().parse().map_err(|_| {
                    (
                        pos,
                        format!("bad launch bound \"{s}\" in attribute \"{k}\""),
                    )
                })?;
            }
            Ok(d)
        };
        let num = |s: &str| -> R<u32> {
            s.trim()
                .parse()
                .map_err(|_| (pos, format!("bad value \"{s}\" in attribute \"{k}\"")))
        };
        match (k, v) {
            ("noinline", _) => f.noinline = true,
            ("alwaysinline", _) => f.alwaysinline = true,
            ("nvvm.maxntid", Some(v)) => f.bounds.maxntid = Some(dims(v)?),
            ("nvvm.reqntid", Some(v)) => f.bounds.reqntid = Some(dims(v)?),
            ("nvvm.cluster_dim", Some(v)) => f.bounds.cluster_dim = Some(dims(v)?),
            ("nvvm.minctasm", Some(v)) => f.bounds.minctasm = Some(num(v)?),
            ("nvvm.maxnreg", Some(v)) => f.bounds.maxnreg = Some(num(v)?),
            ("nvvm.maxclusterrank", Some(v)) => f.bounds.maxclusterrank = Some(num(v)?),
            ("nvvm.kernel", _) => f.kernel = true,
            _ => {}
        }
        Ok(())
    }

    fn annotations(&mut self) -> R<()> {
        let ast = self.ast;
        let Some(ids) = ast.named_md.get("nvvm.annotations") else {
            return Ok(());
        };
        for id in ids {
            let Some(items) = ast.md_nodes.get(id) else {
                continue;
            };
            let Some(MdItem::Value(Operand {
                val: ValAst::Const(ConstAst::Global(name)),
                ..
            })) = items.first()
            else {
                continue;
            };
            let Some(&fid) = self.funcs.get(name) else {
                continue;
            };
            let f = &mut self.m.funcs[fid];
            for pair in items[1..].chunks(2) {
                let [MdItem::Str(key), MdItem::Value(Operand {
                    val: ValAst::Const(ConstAst::Int(v)),
                    ..
                })] = pair
                else {
                    continue;
                };
                let v = *v as u32;
                let set = |d: &mut Option<[u32; 3]>, i: usize| d.get_or_insert([1, 1, 1])[i] = v;
                match key.as_str() {
                    "kernel" => f.kernel = v != 0,
                    "maxntidx" => set(&mut f.bounds.maxntid, 0),
                    "maxntidy" => set(&mut f.bounds.maxntid, 1),
                    "maxntidz" => set(&mut f.bounds.maxntid, 2),
                    "reqntidx" => set(&mut f.bounds.reqntid, 0),
                    "reqntidy" => set(&mut f.bounds.reqntid, 1),
                    "reqntidz" => set(&mut f.bounds.reqntid, 2),
                    "cluster_dim_x" => set(&mut f.bounds.cluster_dim, 0),
                    "cluster_dim_y" => set(&mut f.bounds.cluster_dim, 1),
                    "cluster_dim_z" => set(&mut f.bounds.cluster_dim, 2),
                    "minctasm" => f.bounds.minctasm = Some(v),
                    "maxnreg" => f.bounds.maxnreg = Some(v),
                    "maxclusterrank" => f.bounds.maxclusterrank = Some(v),
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// A constant for a global initializer (global addresses allowed).
    fn init_const(&self, op: &Operand) -> R<Const> {
        match &op.val {
            ValAst::Const(c) => self.const_of(op.ty, c, op.pos, true),
            _ => Err((op.pos, "expected a constant initializer".into())),
        }
    }

    /// Converts a written constant of type `ty`; `allow_addr` permits
    /// symbol addresses (initializers).
    fn const_of(&self, ty: Type, c: &ConstAst, pos: usize, allow_addr: bool) -> R<Const> {
        let bad = |what: &str| Err((pos, format!("{what} is not a valid constant of type {ty}")));
        Ok(match c {
            ConstAst::Int(v) => match ty {
                Type::Int(b) => Const::Int(mask(*v as u128, b)),
                _ => return bad("an integer literal"),
            },
            ConstAst::Float(s) => match parse_float(s, ty) {
                Some(bits) => Const::Float(bits),
                None => return bad(&format!("'{s}'")),
            },
            ConstAst::Null => {
                if !ty.is_ptr() {
                    return bad("null");
                }
                Const::Null
            }
            ConstAst::Undef => Const::Undef,
            ConstAst::Poison => Const::Poison,
            ConstAst::Zero | ConstAst::None => Const::Zero,
            ConstAst::Bytes(b) => Const::Bytes(b.clone()),
            ConstAst::Aggregate(items) => {
                let expected = match ty.as_compound() {
                    Some(Compound::Vector { lanes, .. }) => lanes as usize,
                    Some(Compound::Array { len, .. }) => len as usize,
                    Some(Compound::Struct { fields, .. }) => fields.len(),
                    None => return bad("an aggregate"),
                };
                if items.len() != expected {
                    return Err((
                        pos,
                        format!(
                            "expected {expected} members for {ty}, found {}",
                            items.len()
                        ),
                    ));
                }
                Const::Aggregate(
                    items
                        .iter()
                        .map(|o| match &o.val {
                            ValAst::Const(c) => self.const_of(o.ty, c, o.pos, allow_addr),
                            _ => Err((o.pos, "expected a constant".into())),
                        })
                        .collect::<R<_>>()?,
                )
            }
            ConstAst::Splat(o) => {
                let Some((_, lanes)) = ty.as_vector() else {
                    return bad("splat");
                };
                let ValAst::Const(c) = &o.val else {
                    return Err((o.pos, "expected a constant".into()));
                };
                let e = self.const_of(o.ty, c, o.pos, allow_addr)?;
                Const::Aggregate(vec![e; lanes as usize])
            }
            ConstAst::Global(name) if allow_addr => {
                if let Some(&g) = self.globals.get(name) {
                    Const::GlobalAddr(g, 0)
                } else if let Some(&f) = self.funcs.get(name) {
                    Const::FuncAddr(f)
                } else {
                    return Err((pos, format!("use of undefined global '@{name}'")));
                }
            }
            ConstAst::Expr(e) if allow_addr => {
                match &**e {
                    ExprAst::Cast(Opcode::Bitcast | Opcode::AddrSpaceCast, v, _) => match &v.val {
                        ValAst::Const(c) => self.const_of(v.ty, c, v.pos, true)?,
                        _ => return Err((v.pos, "expected a constant".into())),
                    },
                    // `inttoptr (i64 0 to ptr)` is the null pointer.
                    ExprAst::Cast(Opcode::IntToPtr, v, to)
                        if to.is_ptr()
                            && matches!(
                                v.val,
                                ValAst::Const(ConstAst::Int(0) | ConstAst::Zero)
                            ) =>
                    {
                        Const::Null
                    }
                    ExprAst::Gep { src, ops, .. } => {
                        let base = match &ops[0].val {
                            ValAst::Const(c) => self.const_of(ops[0].ty, c, ops[0].pos, true)?,
                            _ => return Err((ops[0].pos, "expected a constant".into())),
                        };
                        let Const::GlobalAddr(g, off) = base else {
                            return Err((pos, "unsupported: getelementptr on a non-global constant in an initializer".into()));
                        };
                        let mut idx = Vec::new();
                        for o in &ops[1..] {
                            match &o.val {
                                ValAst::Const(ConstAst::Int(v)) => idx.push(Index::Const(*v)),
                                _ => {
                                    return Err((o.pos, "expected a constant integer index".into()))
                                }
                            }
                        }
                        let (c, vars) = gep_offsets(*src, &idx, pos)?;
                        debug_assert!(vars.is_empty());
                        Const::GlobalAddr(g, off.wrapping_add(c))
                    }
                    _ => {
                        return Err((
                            pos,
                            "unsupported: this constant expression in an initializer".into(),
                        ))
                    }
                }
            }
            ConstAst::Global(_) | ConstAst::Expr(_) => {
                return Err((
                    pos,
                    "unsupported: a global address inside an aggregate constant operand".into(),
                ))
            }
        })
    }
}

/// A GEP index: constant or a variable with its integer type.
#[derive(Clone, Copy)]
enum Index {
    Const(i128),
    Var(Value, Type),
}

/// A variable GEP index scaled to bytes: value, its type, element size.
type ScaledIndex = (Value, Type, i64);

/// Splits a GEP into a constant byte offset and scaled variable parts.
fn gep_offsets(src: Type, idx: &[Index], pos: usize) -> R<(i64, Vec<ScaledIndex>)> {
    let mut off: i64 = 0;
    let mut vars = Vec::new();
    let mut cur = src;
    for (n, ix) in idx.iter().enumerate() {
        let (size, next) = if n == 0 {
            (cur.store_size() as i64, cur)
        } else {
            match cur.as_compound() {
                Some(Compound::Struct { fields, .. }) => {
                    let Index::Const(i) = *ix else {
                        return Err((pos, "struct field index must be a constant".into()));
                    };
                    let (offs, _) = cur.struct_layout().unwrap_or_default();
                    let Some(&fo) = usize::try_from(i).ok().and_then(|i| offs.get(i)) else {
                        return Err((
                            pos,
                            format!("struct field index {i} out of range for {cur}"),
                        ));
                    };
                    off = off.wrapping_add(fo as i64);
                    cur = fields[i as usize];
                    continue;
                }
                Some(Compound::Array { elem, .. }) | Some(Compound::Vector { elem, .. }) => {
                    (elem.store_size() as i64, elem)
                }
                _ => return Err((pos, format!("cannot index into type {cur}"))),
            }
        };
        match *ix {
            Index::Const(i) => off = off.wrapping_add((i as i64).wrapping_mul(size)),
            Index::Var(v, t) => vars.push((v, t, size)),
        }
        cur = next;
    }
    Ok((off, vars))
}

/// Where a lowered instruction goes.
#[derive(Clone, Copy)]
enum At {
    /// End of a block.
    End(Block),
    /// The constant prefix of the entry block.
    Prefix,
}

struct FnLower<'i, 'a> {
    imp: &'i Importer<'a>,
    f: &'a FuncAst,
    body: Body,
    entry: Block,
    prefix: usize,
    values: FxHashMap<String, Value>,
    consts: FxHashMap<(Type, Const), Value>,
    addrs: FxHashMap<Symbol, Value>,
    places: Places,
    cur_pos: usize,
    /// Numbers of value-producing instructions written without `%N =`
    /// (`atomicrmw add ...` whose result is dropped): LLVM still gives
    /// them the next number, and later numbers count them.
    unnamed: FxHashMap<*const InstAst, String>,
}

impl<'i, 'a> FnLower<'i, 'a> {
    fn new(imp: &'i Importer<'a>, f: &'a FuncAst) -> Self {
        let mut body = Body::default();
        let entry = body.dfg.make_block();
        FnLower {
            imp,
            f,
            body,
            entry,
            prefix: 0,
            values: FxHashMap::default(),
            consts: FxHashMap::default(),
            addrs: FxHashMap::default(),
            places: Places {
                func: f.pos,
                ..Default::default()
            },
            cur_pos: f.pos,
            unnamed: FxHashMap::default(),
        }
    }

    fn emit(
        &mut self,
        at: At,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Option<Type>,
    ) -> (Inst, Option<Value>) {
        let inst = self.body.dfg.make_inst(op, args, attrs, ty);
        self.places.insts.insert(inst, self.cur_pos);
        match at {
            At::End(b) => self.body.append_inst(b, inst),
            At::Prefix => {
                self.body.insert_inst(self.entry, self.prefix, inst);
                self.prefix += 1;
            }
        }
        (inst, self.body.dfg.inst_result(inst))
    }

    fn emit_v(&mut self, at: At, op: Opcode, args: &[Value], attrs: Attrs, ty: Type) -> Value {
        let (_, v) = self.emit(at, op, args, attrs, Some(ty));
        v.expect("instruction made with a result type has a result")
    }

    fn constant(&mut self, ty: Type, c: Const) -> Value {
        if let Some(&v) = self.consts.get(&(ty, c.clone())) {
            return v;
        }
        let v = self.emit_v(At::Prefix, Opcode::Const, &[], Attrs::Const(c.clone()), ty);
        self.consts.insert((ty, c), v);
        v
    }

    fn addr(&mut self, name: &str, pos: usize) -> R<Value> {
        let (sym, ty) = if let Some(&g) = self.imp.globals.get(name) {
            (
                Symbol::Global(g),
                Type::Ptr(self.imp.m.globals[g].addrspace),
            )
        } else if let Some(&f) = self.imp.funcs.get(name) {
            (Symbol::Func(f), Type::Ptr(0))
        } else {
            return Err((pos, format!("use of undefined global '@{name}'")));
        };
        if let Some(&v) = self.addrs.get(&sym) {
            return Ok(v);
        }
        let v = self.emit_v(At::Prefix, Opcode::Addr, &[], Attrs::Symbol(sym), ty);
        self.addrs.insert(sym, v);
        Ok(v)
    }

    fn operand(&mut self, at: At, o: &Operand) -> R<Value> {
        self.value(at, o.ty, &o.val, o.pos)
    }

    /// Lowers a value reference; constants go to the entry prefix.
    fn value(&mut self, _at: At, ty: Type, v: &ValAst, pos: usize) -> R<Value> {
        let val = match v {
            ValAst::Local(n) => match self.values.get(n) {
                Some(&v) => v,
                None => return Err((pos, format!("use of undefined value '%{n}'"))),
            },
            ValAst::Const(c) => self.const_value(ty, c, pos)?,
            ValAst::Asm(_) | ValAst::Metadata => return Err((pos, "expected a value".into())),
        };
        let actual = self.body.dfg.value_type(val);
        if actual != ty {
            return Err((pos, format!("value has type {actual} but is used as {ty}")));
        }
        Ok(val)
    }

    fn const_value(&mut self, ty: Type, c: &ConstAst, pos: usize) -> R<Value> {
        match c {
            ConstAst::Global(name) => self.addr(name, pos),
            ConstAst::Expr(e) => match &**e {
                ExprAst::Cast(op, v, to) => {
                    let x = self.operand(At::Prefix, v)?;
                    Ok(self.emit_v(
                        At::Prefix,
                        *op,
                        &[x],
                        cast_attrs(*op, IntFlags::default(), FastMath::default()),
                        *to,
                    ))
                }
                ExprAst::Binary(op, a, b) => {
                    let x = self.operand(At::Prefix, a)?;
                    let y = self.operand(At::Prefix, b)?;
                    // `fadd (float ..., float ...)` and friends (LLVM <= 14).
                    let attrs = if op.is_float_binary() {
                        Attrs::Float(FastMath::default())
                    } else {
                        Attrs::Int(IntFlags::default())
                    };
                    Ok(self.emit_v(At::Prefix, *op, &[x, y], attrs, a.ty))
                }
                ExprAst::Gep { src, inbounds, ops } => {
                    self.gep(At::Prefix, *src, *inbounds, ops, pos)
                }
            },
            _ => {
                let k = self.imp.const_of(ty, c, pos, false)?;
                Ok(self.constant(ty, k))
            }
        }
    }

    fn gep(&mut self, at: At, src: Type, inbounds: bool, ops: &[Operand], pos: usize) -> R<Value> {
        let base = self.operand(at, &ops[0])?;
        let bty = self.body.dfg.value_type(base);
        if !bty.is_ptr() {
            return Err((
                ops[0].pos,
                "unsupported: getelementptr on a vector of pointers".into(),
            ));
        }
        let mut idx = Vec::new();
        for o in &ops[1..] {
            match (&o.val, o.ty) {
                (ValAst::Const(ConstAst::Int(v)), Type::Int(b)) => {
                    // Sign-extend from the index width.
                    let v = if b < 128 {
                        ((*v as u128) << (128 - b as u32)) as i128 >> (128 - b as u32)
                    } else {
                        *v
                    };
                    idx.push(Index::Const(v))
                }
                (_, Type::Int(_)) => {
                    let v = self.operand(at, o)?;
                    idx.push(Index::Var(v, o.ty))
                }
                _ => {
                    return Err((
                        o.pos,
                        format!("unsupported: getelementptr index of type {}", o.ty),
                    ))
                }
            }
        }
        let (c, vars) = gep_offsets(src, &idx, pos)?;
        let flags = if inbounds {
            IntFlags::NSW
        } else {
            IntFlags::default()
        };
        let mut sum: Option<Value> = None;
        for (v, t, size) in vars {
            let Type::Int(b) = t else { continue };
            let w = match b.cmp(&64) {
                std::cmp::Ordering::Less => {
                    self.emit_v(at, Opcode::SExt, &[v], Attrs::None, ty::I64)
                }
                std::cmp::Ordering::Greater => self.emit_v(
                    at,
                    Opcode::Trunc,
                    &[v],
                    Attrs::Int(IntFlags::default()),
                    ty::I64,
                ),
                std::cmp::Ordering::Equal => v,
            };
            let scaled = if size == 1 {
                w
            } else {
                let k = self.constant(ty::I64, Const::Int(size as u64 as u128));
                self.emit_v(at, Opcode::Mul, &[w, k], Attrs::Int(flags), ty::I64)
            };
            sum = Some(match sum {
                None => scaled,
                Some(s) => self.emit_v(at, Opcode::Add, &[s, scaled], Attrs::Int(flags), ty::I64),
            });
        }
        if c != 0 {
            let k = self.constant(ty::I64, Const::Int(c as u64 as u128));
            sum = Some(match sum {
                None => k,
                Some(s) => self.emit_v(at, Opcode::Add, &[s, k], Attrs::Int(flags), ty::I64),
            });
        }
        let Some(off) = sum else { return Ok(base) };
        let pflags = if inbounds {
            IntFlags::INBOUNDS
        } else {
            IntFlags::default()
        };
        Ok(self.emit_v(at, Opcode::PtrAdd, &[base, off], Attrs::Int(pflags), bty))
    }

    fn lower(mut self, blocks: &'a [BlockAst]) -> R<(Body, Places)> {
        if blocks.is_empty() {
            return Err((
                self.f.pos,
                "a function definition needs at least one block".into(),
            ));
        }
        // Name implicit labels the way LLVM numbers them.
        let mut last_num: i64 = -1;
        let bump = |s: &str, last: &mut i64| {
            if is_numeric(s) {
                if let Ok(n) = s.parse::<i64>() {
                    *last = n;
                }
            }
        };
        for p in &self.f.params {
            if let Some(n) = &p.name {
                bump(n, &mut last_num);
            } else {
                last_num = last_num.saturating_add(1);
            }
        }
        let mut names = Vec::with_capacity(blocks.len());
        for b in blocks {
            let name = if b.name.is_empty() {
                last_num = last_num.saturating_add(1);
                last_num.to_string()
            } else {
                bump(&b.name, &mut last_num);
                b.name.clone()
            };
            names.push(name);
            for i in &b.insts {
                if let Some(r) = &i.result {
                    bump(r, &mut last_num);
                } else if has_value(&i.kind) {
                    last_num = last_num.saturating_add(1);
                    self.unnamed.insert(i, last_num.to_string());
                }
            }
        }
        let mut by_name: FxHashMap<&str, usize> = FxHashMap::default();
        for (i, n) in names.iter().enumerate() {
            if by_name.insert(n.as_str(), i).is_some() {
                return Err((blocks[i].pos, format!("redefinition of block '%{n}'")));
            }
        }
        // Successors per block, checked.
        let mut succs: Vec<Vec<(usize, usize)>> = Vec::with_capacity(blocks.len());
        for (bi, b) in blocks.iter().enumerate() {
            let Some(term) = b.insts.last().filter(|i| is_terminator(&i.kind)) else {
                let p = b.insts.last().map_or(b.pos, |i| i.pos);
                return Err((
                    p,
                    format!("block '%{}' does not end with a terminator", names[bi]),
                ));
            };
            if let Some(i) = b.insts[..b.insts.len() - 1]
                .iter()
                .find(|i| is_terminator(&i.kind))
            {
                return Err((i.pos, "terminator in the middle of a block".into()));
            }
            let mut s = Vec::new();
            let mut look = |l: &String, p: usize| -> R<()> {
                match by_name.get(l.as_str()) {
                    Some(&t) => {
                        s.push((t, p));
                        Ok(())
                    }
                    None => Err((p, format!("use of undefined label '%{l}'"))),
                }
            };
            match &term.kind {
                InstKind::Br(l, p) => look(l, *p)?,
                InstKind::CondBr(_, a, ap, b2, bp) => {
                    look(a, *ap)?;
                    look(b2, *bp)?;
                }
                InstKind::Switch(_, d, dp, cases) => {
                    look(d, *dp)?;
                    for (_, l, lp) in cases {
                        look(l, *lp)?;
                    }
                }
                _ => {}
            }
            succs.push(s);
        }
        if let Some(&(_, p)) = succs.iter().flatten().find(|(t, _)| *t == 0) {
            return Err((p, "the entry block cannot be a branch target".into()));
        }
        // Reverse postorder from the entry (iterative DFS).
        let mut visited = vec![false; blocks.len()];
        let mut post = Vec::new();
        let mut stack = vec![(0usize, 0usize)];
        visited[0] = true;
        while let Some((b, i)) = stack.pop() {
            if i < succs[b].len() {
                stack.push((b, i + 1));
                let t = succs[b][i].0;
                if !visited[t] {
                    visited[t] = true;
                    stack.push((t, 0));
                }
            } else {
                post.push(b);
            }
        }
        let rpo: Vec<usize> = post.into_iter().rev().collect();
        // Blocks in source order (reachable ones), entry first.
        let mut ir_blocks = vec![None; blocks.len()];
        ir_blocks[0] = Some(self.entry);
        self.body.append_block(self.entry);
        for bi in 1..blocks.len() {
            if visited[bi] {
                let b = self.body.dfg.make_block();
                self.body.append_block(b);
                ir_blocks[bi] = Some(b);
            }
        }
        for (bi, name) in names.iter().enumerate() {
            if let Some(b) = ir_blocks[bi] {
                self.places.blocks.insert(b, blocks[bi].pos);
                if !is_numeric(name) && !name.is_empty() {
                    self.body.dfg.block_names[b] = Some(name.clone());
                }
            }
        }
        // Function parameters. An unnamed parameter takes the next free
        // number after the last numbered one (`(ptr %args, ptr)` makes the
        // second parameter `%0`), as LLVM numbers them.
        let mut next_num: i64 = 0;
        for p in &self.f.params {
            let v = self.body.dfg.append_block_param(self.entry, p.ty);
            let name = match &p.name {
                Some(n) => {
                    if is_numeric(n) {
                        next_num = n.parse::<i64>().map_or(next_num, |k| k.saturating_add(1));
                    }
                    n.clone()
                }
                None => {
                    let n = next_num;
                    next_num = next_num.saturating_add(1);
                    n.to_string()
                }
            };
            self.define(&name, v, self.f.pos)?;
        }
        // Phis become parameters.
        let mut phis: Vec<Vec<&'a InstAst>> = vec![Vec::new(); blocks.len()];
        for &bi in &rpo {
            let b = ir_blocks[bi].expect("reachable block has an IR block");
            let mut in_phis = true;
            for i in &blocks[bi].insts {
                if let InstKind::Phi(ty, _) = &i.kind {
                    if !in_phis {
                        return Err((i.pos, "phi nodes must come first in a block".into()));
                    }
                    if bi == 0 {
                        return Err((i.pos, "the entry block cannot have phi nodes".into()));
                    }
                    let v = self.body.dfg.append_block_param(b, *ty);
                    if let Some(r) = self.result_name(i) {
                        self.define(&r, v, i.pos)?;
                    }
                    phis[bi].push(i);
                } else {
                    in_phis = false;
                }
            }
        }
        // Instructions, in reverse postorder so definitions precede uses.
        let mut edges: Vec<(Inst, usize, usize, usize)> = Vec::new();
        for &bi in &rpo {
            let b = ir_blocks[bi].expect("reachable block has an IR block");
            for i in &blocks[bi].insts {
                if matches!(i.kind, InstKind::Phi(..)) {
                    continue;
                }
                if let Some(t) = self.inst(b, i)? {
                    for (si, &(target, _)) in succs[bi].iter().enumerate() {
                        edges.push((t, si, target, bi));
                    }
                }
            }
        }
        // Branch arguments from phi incoming values.
        for (t, si, target, pred) in edges {
            let mut args = Vec::new();
            for phi in &phis[target] {
                let InstKind::Phi(ty, inc) = &phi.kind else {
                    continue;
                };
                let Some((v, vp, _)) = inc.iter().find(|(_, _, l)| *l == names[pred]) else {
                    return Err((
                        phi.pos,
                        format!(
                            "phi has no incoming value for predecessor '%{}'",
                            names[pred]
                        ),
                    ));
                };
                args.push(self.value(At::Prefix, *ty, v, *vp)?);
            }
            let tb = ir_blocks[target].expect("successor of a reachable block is reachable");
            let call = self.body.dfg.block_call(tb, &args);
            let succs = &mut self.body.dfg.insts[t].succs;
            if succs.len() <= si {
                succs.resize(si + 1, call.clone());
            }
            succs[si] = call;
        }
        Ok((self.body, self.places))
    }

    /// The name an instruction's result is known by: written, or the
    /// number LLVM gives an unnamed value.
    fn result_name(&self, i: &InstAst) -> Option<String> {
        i.result
            .clone()
            .or_else(|| self.unnamed.get(&std::ptr::from_ref(i)).cloned())
    }

    fn define(&mut self, name: &str, v: Value, pos: usize) -> R<()> {
        if self.values.insert(name.to_string(), v).is_some() {
            return Err((pos, format!("redefinition of value '%{name}'")));
        }
        if !is_numeric(name) {
            self.body.dfg.value_names[v] = Some(name.to_string());
        }
        Ok(())
    }

    fn meta(&self, inst: &InstAst) -> (InstMeta, bool, bool) {
        let mut meta = InstMeta::default();
        let (mut invariant, mut nontemporal) = (false, false);
        let nodes = &self.imp.ast.md_nodes;
        for (kind, id) in &inst.md {
            match kind.as_str() {
                "invariant.load" => invariant = true,
                "nontemporal" => nontemporal = true,
                "llvm.loop" => {
                    for item in nodes.get(id).map(|v| v.as_slice()).unwrap_or(&[]) {
                        let node = match item {
                            MdItem::Ref(r) if r != id => nodes.get(r).map(|v| v.as_slice()),
                            MdItem::Node(n) => Some(n.as_slice()),
                            _ => None,
                        };
                        if let Some([MdItem::Str(name), rest @ ..]) = node {
                            let val = match rest.first() {
                                Some(MdItem::Value(Operand {
                                    val: ValAst::Const(ConstAst::Int(v)),
                                    ..
                                })) => Some(*v as i64),
                                _ => None,
                            };
                            meta.loop_hints.push((name.clone(), val));
                        }
                    }
                }
                "range" => {
                    let items = nodes.get(id).map(|v| v.as_slice()).unwrap_or(&[]);
                    for pair in items.chunks(2) {
                        if let [MdItem::Value(Operand {
                            val: ValAst::Const(ConstAst::Int(a)),
                            ty: Type::Int(b),
                            ..
                        }), MdItem::Value(Operand {
                            val: ValAst::Const(ConstAst::Int(c)),
                            ..
                        })] = pair
                        {
                            meta.range
                                .push((mask(*a as u128, *b), mask(*c as u128, *b)));
                        }
                    }
                }
                _ => {}
            }
        }
        (meta, invariant, nontemporal)
    }

    /// Lowers one non-phi instruction; returns it when it is a terminator.
    fn inst(&mut self, b: Block, i: &'a InstAst) -> R<Option<Inst>> {
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
                result = Some(self.emit_v(at, *op, &[x, y], attrs.clone(), *ty));
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
                let (inst, v) = self.emit(at, Opcode::Load, &[x], Attrs::Mem(mem), Some(*ty));
                made = Some(inst);
                result = v;
            }
            K::Store(v, p, mem) => {
                let (x, y) = (self.operand(at, v)?, self.operand(at, p)?);
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
            K::Rmw(a, p, v) => {
                // LLVM 21+ also exchanges vectors; `nvvm.atomicrmw` does not.
                if a.op == RmwOp::Xchg && v.ty.as_vector().is_some() {
                    return Err((
                        v.pos,
                        format!("unsupported: atomicrmw xchg of a vector ({})", v.ty),
                    ));
                }
                let (x, y) = (self.operand(at, p)?, self.operand(at, v)?);
                result = Some(self.emit_v(at, Opcode::AtomicRmw, &[x, y], Attrs::Rmw(*a), v.ty));
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
                args,
                fmf,
                convergent,
                groups,
            } => {
                let table = &self.imp.ast.attr_groups;
                let convergent =
                    *convergent || groups_of(table, groups).any(|(k, _)| k == "convergent");
                let (inst, v) = self.call(at, *ret, callee, *callee_pos, args, *fmf, convergent)?;
                made = inst;
                result = v;
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

    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        at: At,
        ret: Option<Type>,
        callee: &ValAst,
        pos: usize,
        args: &[Operand],
        fmf: FastMath,
        convergent: bool,
    ) -> R<(Option<Inst>, Option<Value>)> {
        let mut vals = Vec::with_capacity(args.len());
        let lower_args = |this: &mut Self, vals: &mut Vec<Value>| -> R<()> {
            for a in args {
                if let ValAst::Metadata = a.val {
                    return Err((a.pos, "unsupported: metadata call argument".into()));
                }
                vals.push(this.operand(at, a)?);
            }
            Ok(())
        };
        let (op, attrs) = match callee {
            ValAst::Const(ConstAst::Global(name)) if name.starts_with("llvm.") => {
                if is_droppable_intrinsic(name) {
                    return Ok((None, None));
                }
                lower_args(self, &mut vals)?;
                (
                    Opcode::Intrinsic,
                    Attrs::Intrinsic(IntrinsicAttrs {
                        name: canonical_intrinsic_name(name),
                        fmf,
                    }),
                )
            }
            ValAst::Const(ConstAst::Global(name)) => {
                let Some(&f) = self.imp.funcs.get(name) else {
                    return Err((pos, format!("call of undefined function '@{name}'")));
                };
                let callee_f = &self.imp.m.funcs[f];
                // With opaque pointers a call may use another signature than
                // the callee's declaration (valid IR, undefined behaviour only
                // if executed); that needs a call through a cast function
                // type, which the nvvm dialect has no form for.
                let mismatch = |what: String| -> R<(Option<Inst>, Option<Value>)> {
                    Err((
                        pos,
                        format!(
                            "unsupported: call of '@{name}' with a signature that differs from its declaration ({what})"
                        ),
                    ))
                };
                if args.len() < callee_f.params.len()
                    || (!callee_f.variadic && args.len() != callee_f.params.len())
                {
                    return mismatch(format!(
                        "{} arguments given, {} declared",
                        args.len(),
                        callee_f.params.len()
                    ));
                }
                if callee_f.ret != ret {
                    let show = |t: Option<Type>| t.map_or("void".to_string(), |t| t.to_string());
                    return mismatch(format!(
                        "returns {}, declared {}",
                        show(ret),
                        show(callee_f.ret)
                    ));
                }
                if let Some((i, (a, p))) = args
                    .iter()
                    .zip(&callee_f.params)
                    .enumerate()
                    .find(|(_, (a, p))| a.ty != **p)
                {
                    return mismatch(format!("argument {i} is {}, declared {p}", a.ty));
                }
                lower_args(self, &mut vals)?;
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
            ValAst::Local(_) => return Err((pos, "unsupported: indirect call".into())),
            _ => {
                return Err((
                    pos,
                    "unsupported: call through a constant expression".into(),
                ))
            }
        };
        let (inst, v) = self.emit(at, op, &vals, attrs, ret);
        Ok((Some(inst), v))
    }
}

/// True when an instruction produces a value (and so takes a number when
/// it is written without a name).
fn has_value(k: &InstKind) -> bool {
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
fn groups_of<'g>(
    table: &'g FxHashMap<String, Vec<(String, Option<String>)>>,
    names: &'g [String],
) -> impl Iterator<Item = &'g (String, Option<String>)> {
    names.iter().filter_map(|n| table.get(n)).flatten()
}

/// Intrinsics with no effect on the generated code.
fn is_droppable_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.dbg.")
        || name.starts_with("llvm.experimental.noalias.scope.decl")
        || name == "llvm.donothing"
        || name.starts_with("llvm.pseudoprobe")
}

fn cast_attrs(op: Opcode, flags: IntFlags, f: FastMath) -> Attrs {
    match op.format() {
        Format::Int => Attrs::Int(flags),
        Format::Float => Attrs::Float(f),
        _ => Attrs::None,
    }
}

/// `i1` or `<N x i1>` matching an operand's shape.
fn bool_like(t: Type) -> Type {
    match t.as_vector() {
        Some((_, n)) => Type::vector(ty::I1, n),
        None => ty::I1,
    }
}

/// The member type at an extractvalue/insertvalue index path.
pub fn member_type(t: Type, idx: &[u32]) -> Option<Type> {
    let mut cur = t;
    for &i in idx {
        cur = match cur.as_compound()? {
            Compound::Struct { fields, .. } => *fields.get(i as usize)?,
            Compound::Array { elem, len } if (i as u64) < len => elem,
            _ => return None,
        };
    }
    Some(cur)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_names_drop_pointees() {
        assert_eq!(
            canonical_intrinsic_name("llvm.memcpy.p0i8.p1i8.i64"),
            "llvm.memcpy.p0.p1.i64"
        );
        assert_eq!(
            canonical_intrinsic_name("llvm.nvvm.ldg.global.f.f32.p1f32"),
            "llvm.nvvm.ldg.global.f.f32.p1"
        );
        assert_eq!(
            canonical_intrinsic_name("llvm.nvvm.read.ptx.sreg.tid.x"),
            "llvm.nvvm.read.ptx.sreg.tid.x"
        );
    }

    #[test]
    fn errors_are_located() {
        let e = import(
            "t.ll",
            "define void @f() {\n  %x = add i32 1, %y\n  ret void\n}\n",
        )
        .err()
        .unwrap();
        assert_eq!((e.line, e.col), (2, 19));
        assert!(e.msg.contains("undefined value '%y'"), "{}", e.msg);
        let e = import("t.ll", "define void @f() {\n  br label %nope\n}\n")
            .err()
            .unwrap();
        assert_eq!((e.line, e.col), (2, 12));
    }

    /// Imports `src` and returns the error's line, column and message.
    fn located(src: &str) -> (usize, usize, String) {
        let e = import("t.ll", src).err().expect("the import should fail");
        (e.line, e.col, e.msg)
    }

    #[test]
    fn constructs_without_an_nvvm_form_are_located_unsupported() {
        let cases: &[(&str, (usize, usize), &str)] = &[
            (
                "define float @f(ptr %p, float %v) {\n  %a = atomicrmw fmaximum ptr %p, float %v seq_cst\n  ret float %a\n}\n",
                (2, 18),
                "unsupported: atomicrmw operation 'fmaximum'",
            ),
            (
                "define i32 @f(ptr %p, i32 %v) {\n  %a = atomicrmw volatile usub_sat ptr %p, i32 %v monotonic\n  ret i32 %a\n}\n",
                (2, 27),
                "unsupported: atomicrmw operation 'usub_sat'",
            ),
            (
                "define <2 x i32> @f(ptr %p, <2 x i32> %v) {\n  %a = atomicrmw xchg ptr %p, <2 x i32> %v monotonic\n  ret <2 x i32> %a\n}\n",
                (2, 41),
                "unsupported: atomicrmw xchg of a vector",
            ),
            (
                "@g = global i32 0\ndefine i1 @f() {\n  ret i1 icmp eq (ptr @g, ptr null)\n}\n",
                (3, 10),
                "unsupported: constant expression 'icmp'",
            ),
            (
                "declare token @llvm.experimental.convergence.entry()\ndefine void @f() {\n  %t = call token @llvm.experimental.convergence.entry()\n  ret void\n}\n",
                (3, 13),
                "unsupported: token values",
            ),
            (
                "declare token @mine()\n",
                (1, 9),
                "unsupported: token values",
            ),
            (
                "define void @f(target(\"nvptx.tex\") %t) {\n  ret void\n}\n",
                (1, 16),
                "unsupported: target extension types",
            ),
            (
                "define void @f() {\n  %a = alloca i8, align 4294967296\n  ret void\n}\n",
                (2, 25),
                "unsupported: alignment 4294967296",
            ),
            (
                "declare ptr @g(ptr)\ndefine void @f(ptr %p) {\n  %r = call i32 @g(ptr %p)\n  ret void\n}\n",
                (3, 17),
                "unsupported: call of '@g' with a signature that differs from its declaration (returns i32, declared ptr)",
            ),
            (
                "declare void @g(ptr)\ndefine void @f(ptr addrspace(3) %p) {\n  call void @g(ptr addrspace(3) %p)\n  ret void\n}\n",
                (3, 13),
                "unsupported: call of '@g' with a signature that differs from its declaration (argument 0 is",
            ),
            (
                "declare void @g(i32)\ndefine void @f() {\n  call void @g()\n  ret void\n}\n",
                (3, 13),
                "(0 arguments given, 1 declared)",
            ),
        ];
        for (src, at, msg) in cases {
            let (line, col, got) = located(src);
            assert_eq!((line, col), *at, "{got}\n{src}");
            assert!(got.contains(msg), "{got}\n{src}");
        }
    }

    #[test]
    fn metadata_is_not_a_value_type_outside_intrinsics() {
        let (line, col, msg) = located("declare void @f(metadata)\n");
        assert_eq!((line, col), (1, 17));
        assert!(
            msg.contains("expected a value type, found 'metadata'"),
            "{msg}"
        );
        // Intrinsic declarations may use it; calls passing metadata to
        // something that is not dropped are rejected where they are made.
        let (line, col, msg) = located(
            "declare float @llvm.convert.from.arbitrary.fp.f32.i8(i8, metadata)\ndefine float @f(i8 %x) {\n  %r = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %x, metadata !\"Float8E5M2\")\n  ret float %r\n}\n",
        );
        assert_eq!((line, col), (3, 65));
        assert!(msg.contains("unsupported: metadata call argument"), "{msg}");
    }

    #[test]
    fn unnamed_values_take_llvm_numbers() {
        // `%0` is the unnamed parameter, the entry block `%1`, the
        // discarded call result `%2`: the add must read the parameter and
        // the call, not be a redefinition or an undefined value.
        let m = import(
            "t.ll",
            "declare i32 @g()\ndefine i32 @f(ptr %p, i32) {\n  call i32 @g()\n  %3 = add i32 %0, %2\n  ret i32 %3\n}\n",
        )
        .unwrap();
        let text = crate::text::print_module(&m);
        assert!(text.contains("nvvm.add %0, %1"), "{text}");
        let e = import(
            "t.ll",
            "define void @f(ptr %a, ptr) {\n  %0 = load i32, ptr %a\n  ret void\n}\n",
        )
        .err()
        .unwrap();
        assert!(e.msg.contains("redefinition of value '%0'"), "{}", e.msg);
    }
}
