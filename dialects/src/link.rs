//! Linking modules of one program, as libNVVM's `nvvmAddModuleToProgram`
//! and `nvvmLazyAddModuleToProgram` do.
//!
//! - [`link`] adds every function and global of another module. A
//!   declaration takes the definition of the same name from either side;
//!   two definitions of one external name are an error unless one is weak
//!   or common (the first module's stays); internal symbols that clash are
//!   renamed (`name.1`, ...).
//! - [`link_lazily`] adds only what the program needs: the definitions of
//!   functions it declares and calls (libdevice's `__nv_*`), with
//!   everything they use, transitively. Those definitions become internal
//!   (libNVVM keeps them out of the PTX's visible symbols).
//!
//! Signatures must agree: a declaration whose type differs from the
//! definition it binds to is an error naming both.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attrs, Const, FuncId, Function, Global, GlobalId, Linkage, Module, Symbol};

/// Why two modules cannot be linked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(pub String);

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// What linking did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkStats {
    /// Function definitions added.
    pub functions: usize,
    /// Globals added.
    pub globals: usize,
}

/// Links all of `src` into `dst`.
pub fn link(dst: &mut Module, src: Module) -> Result<LinkStats, LinkError> {
    let funcs: Vec<FuncId> = src.funcs.keys().collect();
    let globals: Vec<GlobalId> = src.globals.keys().collect();
    let stats = Linker::new(dst, &src).run(&funcs, &globals, false)?;
    // Module-level assembly goes along, after the destination's (LLVM's
    // linker appends it the same way).
    dst.asm.extend(src.asm);
    Ok(stats)
}

/// Links into `dst` the definitions in `lib` of the functions `dst`
/// declares, and what they use.
pub fn link_lazily(dst: &mut Module, lib: &Module) -> Result<LinkStats, LinkError> {
    let wanted: Vec<FuncId> = dst
        .funcs
        .values()
        .filter(|f| f.body.is_none())
        .filter_map(|f| lib.func_by_name(&f.name))
        .filter(|&id| lib.funcs[id].body.is_some())
        .collect();
    if wanted.is_empty() {
        return Ok(LinkStats::default());
    }
    let (funcs, globals) = closure(lib, &wanted);
    Linker::new(dst, lib).run(&funcs, &globals, true)
}

/// The functions and globals reachable from `roots` in `m`, in module
/// order.
fn closure(m: &Module, roots: &[FuncId]) -> (Vec<FuncId>, Vec<GlobalId>) {
    let mut fs: FxHashSet<FuncId> = FxHashSet::default();
    let mut gs: FxHashSet<GlobalId> = FxHashSet::default();
    let mut work: Vec<FuncId> = roots.to_vec();
    let mut gwork: Vec<GlobalId> = Vec::new();
    loop {
        if let Some(f) = work.pop() {
            if !fs.insert(f) {
                continue;
            }
            if let Some(body) = &m.funcs[f].body {
                for i in body.all_insts() {
                    refs_of_attrs(&body.dfg.insts[i].attrs, &mut work, &mut gwork);
                }
            }
        } else if let Some(g) = gwork.pop() {
            if !gs.insert(g) {
                continue;
            }
            if let Some(c) = &m.globals[g].init {
                refs_of_const(c, &mut work, &mut gwork);
            }
        } else {
            break;
        }
    }
    let mut fs: Vec<FuncId> = fs.into_iter().collect();
    let mut gs: Vec<GlobalId> = gs.into_iter().collect();
    fs.sort();
    gs.sort();
    (fs, gs)
}

fn refs_of_attrs(a: &Attrs, fs: &mut Vec<FuncId>, gs: &mut Vec<GlobalId>) {
    match a {
        Attrs::Call(c) => fs.push(c.callee),
        Attrs::Symbol(Symbol::Func(f)) => fs.push(*f),
        Attrs::Symbol(Symbol::Global(g)) => gs.push(*g),
        Attrs::Const(c) => refs_of_const(c, fs, gs),
        _ => {}
    }
}

fn refs_of_const(c: &Const, fs: &mut Vec<FuncId>, gs: &mut Vec<GlobalId>) {
    match c {
        Const::GlobalAddr(g, _) => gs.push(*g),
        Const::FuncAddr(f) => fs.push(*f),
        Const::Aggregate(items) => {
            for i in items {
                refs_of_const(i, fs, gs);
            }
        }
        _ => {}
    }
}

struct Linker<'a> {
    dst: &'a mut Module,
    src: &'a Module,
    fmap: FxHashMap<FuncId, FuncId>,
    gmap: FxHashMap<GlobalId, GlobalId>,
}

impl<'a> Linker<'a> {
    fn new(dst: &'a mut Module, src: &'a Module) -> Linker<'a> {
        Linker {
            dst,
            src,
            fmap: FxHashMap::default(),
            gmap: FxHashMap::default(),
        }
    }

    /// A name not used by any symbol of `dst`.
    fn fresh(&self, name: &str) -> String {
        (1..)
            .map(|k| format!("{name}.{k}"))
            .find(|n| self.dst.func_by_name(n).is_none() && self.dst.global_by_name(n).is_none())
            .expect("some suffix is free")
    }

    fn run(
        mut self,
        funcs: &[FuncId],
        globals: &[GlobalId],
        internalize: bool,
    ) -> Result<LinkStats, LinkError> {
        let mut stats = LinkStats::default();
        // Bind every symbol first, then copy bodies and initializers with
        // the ids remapped.
        let mut new_globals = Vec::new();
        for &g in globals {
            let sg = &self.src.globals[g];
            let to = match self.dst.global_by_name(&sg.name) {
                Some(d) if sg.linkage != Linkage::Internal => {
                    if self.bind_global(d, sg)? {
                        new_globals.push((g, d));
                    }
                    d
                }
                clash => {
                    let mut ng = sg.clone();
                    ng.init = None;
                    if clash.is_some() || self.dst.func_by_name(&sg.name).is_some() {
                        ng.name = self.fresh(&sg.name);
                    }
                    if internalize && ng.init.is_none() && sg.init.is_some() {
                        ng.linkage = Linkage::Internal;
                    }
                    stats.globals += 1;
                    let id = self.dst.globals.push(ng);
                    new_globals.push((g, id));
                    id
                }
            };
            self.gmap.insert(g, to);
        }
        let mut bodies = Vec::new();
        for &f in funcs {
            let sf = &self.src.funcs[f];
            let existing = self.dst.func_by_name(&sf.name);
            let to = match existing {
                Some(d) if sf.linkage != Linkage::Internal => {
                    let take = self.bind_func(d, sf)?;
                    if take {
                        bodies.push((f, d));
                    }
                    d
                }
                clash => {
                    let mut nf = Function::new(sf.name.clone(), sf.params.clone(), sf.ret);
                    nf.param_attrs = sf.param_attrs.clone();
                    nf.variadic = sf.variadic;
                    nf.linkage = sf.linkage;
                    nf.kernel = sf.kernel && !internalize;
                    nf.bounds = sf.bounds.clone();
                    nf.noinline = sf.noinline;
                    nf.alwaysinline = sf.alwaysinline;
                    if clash.is_some() || self.dst.global_by_name(&sf.name).is_some() {
                        nf.name = self.fresh(&sf.name);
                    }
                    let id = self.dst.funcs.push(nf);
                    if sf.body.is_some() {
                        bodies.push((f, id));
                    }
                    id
                }
            };
            self.fmap.insert(f, to);
        }
        for (g, id) in new_globals {
            if let Some(c) = &self.src.globals[g].init {
                let init = self.remap_const(c);
                self.dst.globals[id].init = Some(init);
            }
        }
        for (f, id) in bodies {
            let mut body = self.src.funcs[f].body.clone().expect("has a body");
            for d in body.dfg.insts.values_mut() {
                self.remap_attrs(&mut d.attrs);
            }
            let df = &mut self.dst.funcs[id];
            df.body = Some(body);
            if internalize {
                df.linkage = Linkage::Internal;
                df.kernel = false;
            } else {
                df.linkage = self.src.funcs[f].linkage;
                df.kernel |= self.src.funcs[f].kernel;
                df.bounds = self.src.funcs[f].bounds.clone();
            }
            stats.functions += 1;
        }
        Ok(stats)
    }

    /// Binds `src`'s global to `dst`'s of the same name; true when `src`'s
    /// initializer is to be taken (`dst`'s is a declaration).
    fn bind_global(&mut self, d: GlobalId, sg: &Global) -> Result<bool, LinkError> {
        let dg = &self.dst.globals[d];
        if dg.ty != sg.ty || dg.addrspace != sg.addrspace {
            return Err(LinkError(format!(
                "global @{} is {} in addrspace({}) in one module and {} in addrspace({}) in another",
                sg.name, dg.ty, dg.addrspace, sg.ty, sg.addrspace
            )));
        }
        let both = dg.init.is_some() && sg.init.is_some();
        let merged = matches!(dg.linkage, Linkage::Weak | Linkage::Common)
            || matches!(sg.linkage, Linkage::Weak | Linkage::Common);
        if both && !merged {
            return Err(LinkError(format!(
                "global @{} is defined in two modules",
                sg.name
            )));
        }
        Ok(dg.init.is_none() && sg.init.is_some())
    }

    /// Binds `src`'s function to `dst`'s of the same name; true when
    /// `src`'s body is to be taken.
    fn bind_func(&mut self, d: FuncId, sf: &Function) -> Result<bool, LinkError> {
        let df = &self.dst.funcs[d];
        if df.params != sf.params || df.ret != sf.ret {
            let sig = |f: &Function| {
                let ps: Vec<String> = f.params.iter().map(|t| t.to_string()).collect();
                let r = f.ret.map_or("void".to_string(), |t| t.to_string());
                format!("{r} ({})", ps.join(", "))
            };
            return Err(LinkError(format!(
                "@{} is {} in one module and {} in another",
                sf.name,
                sig(df),
                sig(sf)
            )));
        }
        match (df.body.is_some(), sf.body.is_some()) {
            (false, true) => Ok(true),
            (true, true) => {
                let merged =
                    matches!(df.linkage, Linkage::Weak) || matches!(sf.linkage, Linkage::Weak);
                if merged {
                    Ok(false)
                } else {
                    Err(LinkError(format!("@{} is defined in two modules", sf.name)))
                }
            }
            _ => Ok(false),
        }
    }

    fn remap_attrs(&self, a: &mut Attrs) {
        match a {
            Attrs::Call(c) => c.callee = self.fmap[&c.callee],
            Attrs::Symbol(Symbol::Func(f)) => *f = self.fmap[f],
            Attrs::Symbol(Symbol::Global(g)) => *g = self.gmap[g],
            Attrs::Const(c) => *c = self.remap_const(c),
            _ => {}
        }
    }

    fn remap_const(&self, c: &Const) -> Const {
        match c {
            Const::GlobalAddr(g, o) => Const::GlobalAddr(self.gmap[g], *o),
            Const::FuncAddr(f) => Const::FuncAddr(self.fmap[f]),
            Const::Aggregate(items) => {
                Const::Aggregate(items.iter().map(|i| self.remap_const(i)).collect())
            }
            c => c.clone(),
        }
    }
}
