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

use super::floats::{parse_float, valid_for_type};
use super::lexer::tokenize;
use super::parser::*;
use dialects::diag::{Diagnostic, SourceMap};
use dialects::ir::intrinsics;
use dialects::ir::*;

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
        varargs: FxHashMap::default(),
    };
    imp.run().map_err(|(pos, msg)| sm.error(pos, msg))?;
    // Semantic errors (types, dominance) are found by the verifier and
    // reported at the source instruction they came from.
    if let Err(errors) = dialects::verify::verify_module(&imp.m) {
        let e = &errors[0];
        let pos = imp.place_of(e).unwrap_or(0);
        return Err(sm.error(pos, e.to_string()));
    }
    Ok(imp.m)
}

/// Where a module says it is 32-bit nvptx (its triple, or 32-bit pointers
/// in its data layout), which [`import`] reads as nvptx64: the byte offset
/// of that line's text and what it says.
pub fn retargeted_from_32_bits(src: &str) -> Option<(usize, &'static str)> {
    let mut at = 0;
    for line in src.split_inclusive('\n') {
        let t = line.trim_start();
        let quoted = t.split('"').nth(1).unwrap_or("");
        if t.starts_with("target triple") && (quoted == "nvptx" || quoted.starts_with("nvptx-")) {
            return Some((at + line.len() - t.len(), "a 32-bit nvptx target triple"));
        }
        if t.starts_with("target datalayout")
            && quoted
                .split('-')
                .any(|s| s.starts_with("p:32") || s.starts_with("p0:32"))
        {
            return Some((
                at + line.len() - t.len(),
                "32-bit pointers in the data layout",
            ));
        }
        at += line.len();
    }
    None
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
    intrinsics::spelling::opaque(name)
}

type R<T> = Result<T, PErr>;

struct Importer<'a> {
    ast: &'a ModuleAst,
    places: FxHashMap<String, Places>,
    m: Module,
    globals: FxHashMap<String, GlobalId>,
    funcs: FxHashMap<String, FuncId>,
    /// Variadic functions and their number of fixed parameters: each
    /// takes its variable arguments through one more pointer parameter
    /// (`varargs.rs`).
    varargs: FxHashMap<FuncId, usize>,
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
    fn place_of(&self, e: &dialects::verify::VerifyError) -> Option<usize> {
        use dialects::verify::AnyEntity;
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
        // A 32-bit nvptx module is read as nvptx64, pointers 64 bits wide,
        // as `llc -mtriple=nvptx64` reads LLVM's own 32-bit NVPTX tests
        // (the target's data layout replaces the module's); ptxas 13 has
        // no 32-bit mode. The driver warns ([`retargeted_from_32_bits`]).
        if let Some((t, p)) = &ast.triple {
            if !t.starts_with("nvptx") {
                return Err((
                    *p,
                    format!("unsupported: target triple \"{t}\" (expected nvptx64-nvidia-cuda)"),
                ));
            }
        }
        self.m.name = ast.source_filename.clone().unwrap_or_default();
        self.m.asm = ast.asm.clone();
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
            if intrinsics::is_intrinsic_name(&f.name) {
                // As LLVM's verifier: the name is reserved for intrinsics,
                // which are declared, never defined.
                if f.blocks.is_some() {
                    return Err((
                        f.pos,
                        format!(
                            "llvm intrinsics cannot be defined: '@{}' has a body \
                             (expected a declaration, or a name outside 'llvm.')",
                            f.name
                        ),
                    ));
                }
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
            if f.variadic {
                func.params.push(Type::Ptr(0));
                func.param_attrs.push(ParamAttrs::default());
            }
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
            if f.variadic {
                self.varargs.insert(id, f.params.len());
            }
        }
        self.aliases(ast)?;
        self.annotations()?;
        for g in &ast.globals {
            if let Some(init) = &g.init {
                let c = self.init_const(init)?;
                let id = self.globals[&g.name];
                self.m.globals[id].init = Some(c);
            }
        }
        self.check_init_cycles(ast)?;
        self.byval_from_call_sites(ast);
        for f in &ast.funcs {
            if let Some(blocks) = &f.blocks {
                let id = self.funcs[&f.name];
                let (body, places) = FnLower::new(self, f).lower(blocks)?;
                self.m.funcs[id].body = Some(body);
                self.places.insert(f.name.clone(), places);
            }
        }
        self.kernels_return_nothing();
        Ok(())
    }

    /// Aliases name the global or function they alias: each becomes one
    /// more name of its target in the symbol maps, so every use reads the
    /// target. PTX has no aliases of variables, and `.alias` only for
    /// non-kernel functions, so the name itself is not emitted. An alias
    /// of an offset (`getelementptr`) or of another address space is
    /// refused.
    fn aliases(&mut self, ast: &ModuleAst) -> R<()> {
        let by_name: FxHashMap<&str, &AliasAst> =
            ast.aliases.iter().map(|a| (a.name.as_str(), a)).collect();
        for a in &ast.aliases {
            if self.funcs.contains_key(&a.name) || self.globals.contains_key(&a.name) {
                return Err((a.pos, format!("redefinition of '@{}'", a.name)));
            }
            let mut at = a;
            let mut hops = 0;
            let target = loop {
                let name = match &at.target.val {
                    ValAst::Const(ConstAst::Global(n)) => n,
                    ValAst::Const(ConstAst::Expr(e)) => match &**e {
                        ExprAst::Cast(Opcode::Bitcast, o, _) => match &o.val {
                            ValAst::Const(ConstAst::Global(n)) => n,
                            _ => return Err(unsupported_alias(at)),
                        },
                        _ => return Err(unsupported_alias(at)),
                    },
                    _ => return Err(unsupported_alias(at)),
                };
                match by_name.get(name.as_str()) {
                    Some(next) if hops <= by_name.len() => {
                        at = next;
                        hops += 1;
                    }
                    Some(_) => return Err((a.pos, format!("alias '@{}' aliases itself", a.name))),
                    None => break name,
                };
            };
            if let Some(&f) = self.funcs.get(target) {
                self.funcs.insert(a.name.clone(), f);
            } else if let Some(&g) = self.globals.get(target) {
                self.globals.insert(a.name.clone(), g);
            } else {
                return Err((
                    a.target.pos,
                    format!("alias of undefined global '@{target}'"),
                ));
            }
        }
        Ok(())
    }

    /// A kernel declared to return a value (LLVM's own tests have some;
    /// the verifier of LLVM 21 refuses them) returns nothing: no one can
    /// read a kernel's result, and `.entry` has no return slot. Kept
    /// when the kernel is also called.
    fn kernels_return_nothing(&mut self) {
        let called: rustc_hash::FxHashSet<FuncId> = self
            .m
            .funcs
            .values()
            .filter_map(|f| f.body.as_ref())
            .flat_map(|b| {
                b.all_insts()
                    .into_iter()
                    .filter_map(|i| match &b.dfg.insts[i].attrs {
                        Attrs::Call(c) => Some(c.callee),
                        _ => None,
                    })
            })
            .collect();
        for (id, f) in self.m.funcs.iter_mut() {
            if !f.kernel || f.ret.is_none() || called.contains(&id) {
                continue;
            }
            let Some(body) = f.body.as_mut() else {
                continue;
            };
            for inst in body.all_insts() {
                if body.dfg.insts[inst].opcode == Opcode::Ret {
                    body.dfg.insts[inst].args = ValueList::default();
                }
            }
            f.ret = None;
        }
    }

    /// A declaration (`declare void @f(ptr)`) that a direct call site
    /// passes an argument `byval` takes it so: the function the linker
    /// finds must. Definitions say for themselves (a call that disagrees
    /// is refused when its body is read).
    fn byval_from_call_sites(&mut self, ast: &ModuleAst) {
        let defined: rustc_hash::FxHashSet<&str> = ast
            .funcs
            .iter()
            .filter(|f| f.blocks.is_some())
            .map(|f| f.name.as_str())
            .collect();
        let calls = ast
            .funcs
            .iter()
            .filter_map(|f| f.blocks.as_ref())
            .flatten()
            .flat_map(|b| &b.insts);
        for inst in calls {
            let InstKind::Call {
                callee: ValAst::Const(ConstAst::Global(n)),
                byval_args,
                ..
            } = &inst.kind
            else {
                continue;
            };
            let Some(&f) = self.funcs.get(n).filter(|_| !defined.contains(n.as_str())) else {
                continue;
            };
            for &(k, t, align, _) in byval_args {
                let pa = self.m.funcs[f].param_attrs.get_mut(k);
                if let Some(pa) = pa.filter(|pa| pa.byval.is_none()) {
                    pa.byval = Some(t);
                    pa.align = pa.align.max(align);
                }
            }
        }
    }

    /// Refuses globals whose initializers name each other in a cycle (or a
    /// global naming itself): PTX declares a variable before any
    /// initializer that uses its address, so llc refuses them too
    /// ("Circular dependency found in global variable set").
    fn check_init_cycles(&self, ast: &ModuleAst) -> R<()> {
        let n = self.m.globals.len();
        let refs: Vec<Vec<usize>> = self
            .m
            .globals
            .values()
            .map(|g| {
                let mut out = Vec::new();
                if let Some(c) = &g.init {
                    global_refs(c, &mut out);
                }
                out
            })
            .collect();
        // Iterative depth-first search; 1 = on the current path, 2 = done.
        let mut state = vec![0u8; n];
        for root in 0..n {
            if state[root] != 0 {
                continue;
            }
            let mut stack = vec![(root, 0usize)];
            state[root] = 1;
            while let Some(&mut (g, ref mut next)) = stack.last_mut() {
                if let Some(&r) = refs[g].get(*next) {
                    *next += 1;
                    match state[r] {
                        0 => {
                            state[r] = 1;
                            stack.push((r, 0));
                        }
                        1 => {
                            let names: Vec<&str> =
                                self.m.globals.values().map(|g| g.name.as_str()).collect();
                            let from = stack.iter().position(|&(x, _)| x == r).unwrap_or(0);
                            let cycle: Vec<String> = stack[from..]
                                .iter()
                                .map(|&(x, _)| x)
                                .chain(std::iter::once(r))
                                .map(|x| format!("@{}", names[x]))
                                .collect();
                            let pos = ast
                                .globals
                                .iter()
                                .find(|a| a.name == names[r])
                                .map_or(0, |a| a.pos);
                            return Err((
                                pos,
                                format!(
                                    "circular dependency in global initializers: {} \
                                     (PTX needs each variable declared before an initializer uses its address)",
                                    cycle.join(" -> ")
                                ),
                            ));
                        }
                        _ => {}
                    }
                } else {
                    state[g] = 2;
                    stack.pop();
                }
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
            ("nvvm.blocksareclusters", _) => f.bounds.blocks_are_clusters = true,
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
                // `!{ptr addrspace(1) @tex, !"texture", i32 1}`: a
                // texture, surface or sampler reference.
                let kind = items[1..].chunks(2).find_map(|pair| match pair {
                    [MdItem::Str(k), _] => match k.as_str() {
                        "texture" => Some(dialects::ir::RefKind::Texture),
                        "surface" => Some(dialects::ir::RefKind::Surface),
                        "sampler" => Some(dialects::ir::RefKind::Sampler),
                        _ => None,
                    },
                    _ => None,
                });
                if let (Some(k), true) = (kind, self.globals.contains_key(name)) {
                    self.m.texsurf.insert(name.clone(), k);
                }
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
            // An fp128 literal (`0xL` and 32 hex digits, the low 64 bits
            // first), read as the i128 fp128 is stored as.
            ConstAst::Float(s) if ty == Type::Int(128) && s.starts_with("0xL") => {
                let h = &s[3..];
                let word = |t: &str| u64::from_str_radix(t, 16).ok();
                match (
                    h.len(),
                    h.get(..16).and_then(word),
                    h.get(16..).and_then(word),
                ) {
                    (32, Some(lo), Some(hi)) => Const::Int(u128::from(hi) << 64 | u128::from(lo)),
                    _ => return bad(&format!("'{s}'")),
                }
            }
            ConstAst::Float(s) if !valid_for_type(s, ty) => {
                return Err((
                    pos,
                    format!(
                        "floating point constant invalid for type: '{s}' is not representable \
                         as {ty} (it overflows or underflows, or a double-hex form is inexact)"
                    ),
                ))
            }
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
                    // Any other integer is that address (a vtable slot's
                    // offset, as in LLVM's NVPTX test b52037.ll).
                    ExprAst::Cast(Opcode::IntToPtr, v, to) if to.is_ptr() => {
                        match v.val {
                            ValAst::Const(ConstAst::Int(i)) => Const::Int(i as u64 as u128),
                            _ => return Err((
                                pos,
                                "unsupported: inttoptr of a non-integer constant in an initializer"
                                    .into(),
                            )),
                        }
                    }
                    // Narrower integers keep the address's low bytes (the
                    // selector writes them with PTX's mask operator).
                    ExprAst::Cast(Opcode::PtrToInt, v, Type::Int(8 | 16 | 32 | 64)) => {
                        self.address_as_int(v)?
                    }
                    ExprAst::Binary(op @ (Opcode::Add | Opcode::Sub), a, b)
                        if ty == Type::Int(64) =>
                    {
                        self.address_plus(*op, a, b, pos)?
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

impl Importer<'_> {
    /// `ptrtoint (ptr @g to i64)` in an initializer: the address of a
    /// global as an integer, for globals whose generic and own-space
    /// addresses agree (global memory, as on every CUDA GPU); a shared or
    /// constant variable's would depend on the pointer's space.
    fn address_as_int(&self, v: &Operand) -> R<Const> {
        let ValAst::Const(c) = &v.val else {
            return Err((v.pos, "expected a constant".into()));
        };
        Ok(match self.const_of(v.ty, c, v.pos, true)? {
            Const::Null => Const::Int(0),
            Const::GlobalAddr(g, off) if matches!(self.m.globals[g].addrspace, 0 | 1) => {
                Const::GlobalAddr(g, off)
            }
            Const::GlobalAddr(..) => {
                return Err((
                    v.pos,
                    "unsupported: the address of a shared or constant variable as an integer \
                     in an initializer"
                        .into(),
                ))
            }
            _ => {
                return Err((
                    v.pos,
                    "unsupported: ptrtoint of this constant in an initializer".into(),
                ))
            }
        })
    }

    /// `add (i64 ptrtoint (@g), i64 C)` and `sub (..., i64 C)`: an address
    /// plus a constant offset.
    fn address_plus(&self, op: Opcode, a: &Operand, b: &Operand, pos: usize) -> R<Const> {
        let side = |o: &Operand| match &o.val {
            ValAst::Const(c) => self.const_of(o.ty, c, o.pos, true),
            _ => Err((o.pos, "expected a constant".into())),
        };
        let as_i64 = |c: &Const| match c {
            Const::Int(v) => Some(*v as u64 as i64),
            Const::Zero => Some(0),
            _ => None,
        };
        let (x, y) = (side(a)?, side(b)?);
        Ok(match (&x, &y, op) {
            (Const::GlobalAddr(g, off), k, Opcode::Add)
            | (k, Const::GlobalAddr(g, off), Opcode::Add)
                if as_i64(k).is_some() =>
            {
                Const::GlobalAddr(*g, off.wrapping_add(as_i64(k).unwrap_or(0)))
            }
            (Const::GlobalAddr(g, off), k, Opcode::Sub) if as_i64(k).is_some() => {
                Const::GlobalAddr(*g, off.wrapping_sub(as_i64(k).unwrap_or(0)))
            }
            (Const::Int(_), Const::Int(_), _) => {
                let (p, q) = (as_i64(&x).unwrap_or(0), as_i64(&y).unwrap_or(0));
                let r = if op == Opcode::Add {
                    p.wrapping_add(q)
                } else {
                    p.wrapping_sub(q)
                };
                Const::Int(r as u64 as u128)
            }
            _ => {
                return Err((
                    pos,
                    "unsupported: this arithmetic on addresses in an initializer".into(),
                ))
            }
        })
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

mod arbitrary_fp;
mod arbitrary_fp_to;
mod body;
mod constrained;
mod fpclass;
mod gep;
mod inst;
mod libm_lanes;
mod masked;
#[cfg(test)]
mod tests;
mod values;
mod varargs;

use gep::*;
use inst::*;
use values::*;

/// Indices of the globals whose addresses constant `c` contains.
fn global_refs(c: &Const, out: &mut Vec<usize>) {
    match c {
        Const::GlobalAddr(g, _) => out.push(cranelift_entity::EntityRef::index(*g)),
        Const::Aggregate(items) => items.iter().for_each(|i| global_refs(i, out)),
        _ => {}
    }
}

fn unsupported_alias(a: &AliasAst) -> (usize, String) {
    (
        a.target.pos,
        "unsupported: an alias of a constant expression (expected @name, or a bitcast of it)"
            .to_string(),
    )
}
