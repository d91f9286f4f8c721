//! LLVM IR export in two flavours.
//!
//! - [`export_nvvm`]: NVVM IR 2.0 as libNVVM (CUDA 12.x/13.0) reads it:
//!   LLVM 7 syntax with typed pointers, every value and block named,
//!   `!nvvmir.version`, kernels and launch bounds in `!nvvm.annotations`.
//! - [`export_modern`]: opaque-pointer LLVM text that llc 16 accepts.
//!
//! # Typed-pointer strategy (NVVM)
//!
//! Every pointer value is an `i8 addrspace(N)*` (`i8*` for generic). A
//! memory access of type `T` bitcasts its pointer to `T addrspace(N)*` just
//! before the access; `nvvm.ptradd` is a `getelementptr i8`; a global keeps
//! its content type and its address is `bitcast (G addrspace(N)* @g to i8
//! addrspace(N)*)`. Only `byval` parameters keep a typed pointer (LLVM 7's
//! `byval` takes the pointee from the pointer type); the body sees them
//! through a bitcast to `i8*`. Intrinsic names, kept in opaque spelling in
//! the IR, are re-mangled (`.p1` -> `.p1f32`) and their pointer arguments
//! cast to that pointee.
//!
//! # Lowerings shared by both flavours
//!
//! Neither libNVVM nor llc 16 accepts `fence`, and both ignore the ordering
//! of atomics (llc 16 cannot even select acquire/release loads and stores).
//! Fences therefore become `llvm.nvvm.membar.{cta,gl,sys}` by scope, and an
//! atomic with ordering stronger than monotonic is wrapped in membars
//! (release: before, acquire: after), its own ordering demoted to monotonic
//! for loads and stores. Block parameters become phis with one entry per
//! CFG edge (LLVM's verifier counts a switch's repeated target once per
//! edge, with equal values); a second edge of one terminator to a block
//! with *different* arguments goes through a trampoline block. Constants and `nvvm.addr` are printed inline at their
//! uses. Output is deterministic: everything follows layout and module
//! order; intrinsic declarations are sorted by name.
//!
//! Anything that cannot be expressed is an `unsupported: ...` diagnostic.

mod atomics;
mod func;
mod intrinsics;
mod names;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rustc_hash::FxHashMap;

use dialects::diag::Diagnostic;
use dialects::ir::*;

pub(crate) use names::{escape_str, global_ident};

/// Which dialect of LLVM IR text to write.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flavor {
    /// NVVM IR 2.0 (LLVM 7 syntax, typed pointers) for libNVVM.
    Nvvm,
    /// Opaque-pointer LLVM IR (LLVM 15+ syntax) for llc.
    Modern,
}

/// Exports a module as NVVM IR 2.0 text that libNVVM accepts.
pub fn export_nvvm(m: &Module) -> Result<String, Diagnostic> {
    export(m, Flavor::Nvvm)
}

/// Exports a module as opaque-pointer LLVM IR text that llc 16 accepts.
pub fn export_modern(m: &Module) -> Result<String, Diagnostic> {
    export(m, Flavor::Modern)
}

/// Exports a module in the given flavour.
pub fn export(m: &Module, flavor: Flavor) -> Result<String, Diagnostic> {
    let cx = Ctx { m, fl: flavor };
    let mut st = State::default();
    cx.module(&mut st)
        .map_err(|e| Diagnostic::bare(&m.name, format!("unsupported: {e}")))
}

/// Internal result: the error is the text after `unsupported: `.
pub(crate) type Res<T> = Result<T, String>;

pub(crate) const DATALAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// Module-wide output state: metadata nodes, attribute groups and the
/// declarations of the intrinsics used.
#[derive(Default)]
pub(crate) struct State {
    meta: Vec<String>,
    meta_ids: FxHashMap<String, usize>,
    groups: Vec<String>,
    group_ids: FxHashMap<String, usize>,
    decls: BTreeMap<String, String>,
}

impl State {
    /// Number of the (uniqued) metadata node with this body.
    pub(crate) fn node(&mut self, body: String) -> usize {
        if let Some(&i) = self.meta_ids.get(&body) {
            return i;
        }
        let i = self.meta.len();
        self.meta.push(body.clone());
        self.meta_ids.insert(body, i);
        i
    }

    /// A `distinct !{!self, parts...}` node (loop IDs).
    pub(crate) fn distinct_self(&mut self, parts: &[String]) -> usize {
        let i = self.meta.len();
        let mut body = format!("distinct !{{!{i}");
        for p in parts {
            body.push_str(", ");
            body.push_str(p);
        }
        body.push('}');
        self.meta.push(body);
        i
    }

    /// Number of the attribute group with these attributes.
    pub(crate) fn group(&mut self, attrs: &str) -> usize {
        if let Some(&i) = self.group_ids.get(attrs) {
            return i;
        }
        let i = self.groups.len();
        self.groups.push(attrs.to_string());
        self.group_ids.insert(attrs.to_string(), i);
        i
    }

    /// Records the declaration of an intrinsic; one name, one signature.
    pub(crate) fn declare(&mut self, name: &str, line: String) -> Res<()> {
        match self.decls.get(name) {
            Some(l) if *l != line => Err(format!(
                "intrinsic @{name} used with two signatures: `{l}` and `{line}`"
            )),
            Some(_) => Ok(()),
            None => {
                self.decls.insert(name.to_string(), line);
                Ok(())
            }
        }
    }
}

/// The module and the flavour: type and constant printing.
pub(crate) struct Ctx<'m> {
    pub(crate) m: &'m Module,
    pub(crate) fl: Flavor,
}

fn mask(v: u128, w: u16) -> u128 {
    if w >= 128 {
        v
    } else {
        v & ((1u128 << w) - 1)
    }
}

/// A `w`-bit pattern as a signed decimal.
pub(crate) fn signed_dec(v: u128, w: u16) -> String {
    let v = mask(v, w);
    if w == 0 || w >= 128 {
        return (v as i128).to_string();
    }
    if v >> (w - 1) & 1 == 1 {
        ((v | !((1u128 << w) - 1)) as i128).to_string()
    } else {
        v.to_string()
    }
}

/// The bits of a float constant of type `t` as the double LLVM writes for
/// `float`/`double` (`0x` + 16 hex digits).
fn hex_double(bits: u64, t: Type) -> String {
    let d = if t == Type::F32 {
        let b = bits as u32;
        let f = f32::from_bits(b);
        if f.is_nan() {
            // Keep the payload (and signalling bit) exactly.
            ((b as u64 >> 31) << 63) | (0x7ffu64 << 52) | (((b & 0x7f_ffff) as u64) << 29)
        } else {
            (f as f64).to_bits()
        }
    } else {
        bits
    };
    format!("0x{d:016X}")
}

impl Ctx<'_> {
    pub(crate) fn nvvm(&self) -> bool {
        self.fl == Flavor::Nvvm
    }

    /// The pointer type every pointer value has: `i8 addrspace(N)*` / `ptr`.
    pub(crate) fn ptr_ty(&self, a: u32) -> String {
        self.ptr_to("i8", a)
    }

    /// A pointer to `pointee` (typed flavour), `ptr addrspace(N)` (modern).
    pub(crate) fn ptr_to(&self, pointee: &str, a: u32) -> String {
        match (self.fl, a) {
            (Flavor::Nvvm, 0) => format!("{pointee}*"),
            (Flavor::Nvvm, a) => format!("{pointee} addrspace({a})*"),
            (Flavor::Modern, 0) => "ptr".to_string(),
            (Flavor::Modern, a) => format!("ptr addrspace({a})"),
        }
    }

    /// The LLVM spelling of a type.
    pub(crate) fn ty(&self, t: Type) -> Res<String> {
        Ok(match t {
            Type::Int(0) => return Err("zero-width integer type".into()),
            Type::Int(b) => format!("i{b}"),
            Type::F16 => "half".into(),
            // LLVM 7 has no bfloat: bf16 values travel as their i16 bits.
            Type::BF16 if self.nvvm() => "i16".into(),
            Type::BF16 => "bfloat".into(),
            Type::F32 => "float".into(),
            Type::F64 => "double".into(),
            Type::Ptr(a) => self.ptr_ty(a),
            Type::Compound(_) => match t.as_compound() {
                Some(Compound::Vector { elem, lanes }) => format!("<{lanes} x {}>", self.ty(elem)?),
                Some(Compound::Array { elem, len }) => format!("[{len} x {}]", self.ty(elem)?),
                Some(Compound::Struct { fields, packed }) => {
                    let fs = fields
                        .iter()
                        .map(|&f| self.ty(f))
                        .collect::<Res<Vec<_>>>()?;
                    match (packed, fs.is_empty()) {
                        (false, true) => "{}".into(),
                        (true, true) => "<{}>".into(),
                        (false, false) => format!("{{ {} }}", fs.join(", ")),
                        (true, false) => format!("<{{ {} }}>", fs.join(", ")),
                    }
                }
                None => return Err("unknown compound type".into()),
            },
        })
    }

    /// The void-or-type spelling of an optional return type.
    pub(crate) fn ret_ty(&self, t: Option<Type>) -> Res<String> {
        t.map_or(Ok("void".into()), |t| self.ty(t))
    }

    /// True when values of `t` are integers in the output (bf16 in NVVM).
    pub(crate) fn int_like(&self, t: Type) -> bool {
        t.is_int() || (t == Type::BF16 && self.nvvm())
    }

    /// `T v`.
    pub(crate) fn tconst(&self, c: &Const, t: Type) -> Res<String> {
        Ok(format!("{} {}", self.ty(t)?, self.konst(c, t)?))
    }

    /// The text of a constant of type `t` (without the type).
    pub(crate) fn konst(&self, c: &Const, t: Type) -> Res<String> {
        let comp = t.as_compound();
        if let Some(Compound::Vector { elem, lanes }) = &comp {
            if matches!(c, Const::Int(_) | Const::Float(_)) {
                // A splat: LLVM 16 has no `splat (...)`, so repeat the lane.
                let lane = self.tconst(c, *elem)?;
                return Ok(format!("<{}>", vec![lane; *lanes as usize].join(", ")));
            }
        }
        Ok(match c {
            Const::Undef => "undef".into(),
            Const::Poison if self.nvvm() => "undef".into(),
            Const::Poison => "poison".into(),
            Const::Int(v) => match t {
                Type::Int(1) => if v & 1 == 1 { "true" } else { "false" }.into(),
                Type::Int(w) => signed_dec(*v, w),
                Type::BF16 if self.nvvm() => signed_dec(*v, 16),
                _ => return Err(format!("integer constant of type {t}")),
            },
            Const::Float(bits) => match t {
                Type::F16 => format!("0xH{:04X}", bits & 0xffff),
                Type::BF16 if self.nvvm() => signed_dec(*bits as u128, 16),
                Type::BF16 => format!("0xR{:04X}", bits & 0xffff),
                Type::F32 | Type::F64 => hex_double(*bits, t),
                _ => return Err(format!("float constant of type {t}")),
            },
            Const::Null | Const::Zero => match t {
                Type::Ptr(_) => "null".into(),
                Type::Int(1) => "false".into(),
                Type::Int(_) => "0".into(),
                Type::BF16 if self.nvvm() => "0".into(),
                Type::F16 => "0xH0000".into(),
                Type::BF16 => "0xR0000".into(),
                Type::F32 | Type::F64 => hex_double(0, t),
                Type::Compound(_) => "zeroinitializer".into(),
            },
            Const::Aggregate(items) => match comp {
                Some(Compound::Vector { elem, lanes }) if items.len() == lanes as usize => {
                    format!("<{}>", self.list(items, |_| elem)?)
                }
                Some(Compound::Array { elem, len }) if items.len() as u64 == len => {
                    format!("[{}]", self.list(items, |_| elem)?)
                }
                Some(Compound::Struct { fields, packed }) if items.len() == fields.len() => {
                    if items.is_empty() {
                        return Ok(if packed { "<{}>" } else { "{}" }.into());
                    }
                    let body = self.list(items, |i| fields[i])?;
                    if packed {
                        format!("<{{ {body} }}>")
                    } else {
                        format!("{{ {body} }}")
                    }
                }
                _ => return Err(format!("aggregate constant does not fit type {t}")),
            },
            Const::Bytes(b) => match comp {
                Some(Compound::Array {
                    elem: Type::Int(8),
                    len,
                }) if len == b.len() as u64 => format!("c\"{}\"", escape_str(b)),
                _ => return Err(format!("byte-string constant of type {t}")),
            },
            Const::GlobalAddr(g, off) => match t {
                Type::Ptr(a) => self.global_addr(*g, *off, a)?,
                // The address as an integer (`ptrtoint` at import).
                Type::Int(b @ (8 | 16 | 32 | 64)) => {
                    let gas = self.m.globals.get(*g).map_or(0, |gl| gl.addrspace);
                    let p = self.global_addr(*g, *off, gas)?;
                    format!("ptrtoint ({} {p} to i{b})", self.ptr_ty(gas))
                }
                _ => return Err(format!("global address constant of type {t}")),
            },
            Const::FuncAddr(f) => match t {
                Type::Ptr(a) => self.func_addr(*f, a)?,
                _ => return Err(format!("function address constant of type {t}")),
            },
        })
    }

    fn list(&self, items: &[Const], ty_of: impl Fn(usize) -> Type) -> Res<String> {
        let parts = items
            .iter()
            .enumerate()
            .map(|(i, c)| self.tconst(c, ty_of(i)))
            .collect::<Res<Vec<_>>>()?;
        Ok(parts.join(", "))
    }

    /// `@g + off` as a constant expression of type `ptr_ty(a)`.
    pub(crate) fn global_addr(&self, g: GlobalId, off: i64, a: u32) -> Res<String> {
        let gl = self
            .m
            .globals
            .get(g)
            .ok_or_else(|| format!("reference to unknown global {g}"))?;
        if gl.name.is_empty() {
            return Err("unnamed global".into());
        }
        let gas = gl.addrspace;
        let name = global_ident(&gl.name);
        let i8p = self.ptr_ty(gas);
        let mut val = if self.nvvm() {
            let gt = self.ty(gl.ty)?;
            if gt == "i8" {
                name
            } else {
                format!("bitcast ({} {name} to {i8p})", self.ptr_to(&gt, gas))
            }
        } else {
            name
        };
        if off != 0 {
            let inb = off > 0 && (off as u64) <= gl.ty.store_size();
            let inb = if inb { "inbounds " } else { "" };
            val = format!("getelementptr {inb}(i8, {i8p} {val}, i64 {off})");
        }
        if gas != a {
            val = format!("addrspacecast ({i8p} {val} to {})", self.ptr_ty(a));
        }
        Ok(val)
    }

    /// The address of function `f` as a constant of type `ptr_ty(a)`.
    pub(crate) fn func_addr(&self, f: FuncId, a: u32) -> Res<String> {
        let func = self
            .m
            .funcs
            .get(f)
            .ok_or_else(|| format!("reference to unknown function {f}"))?;
        let name = global_ident(&func.name);
        let mut val = if self.nvvm() {
            format!("bitcast ({} {name} to i8*)", self.fn_ptr_ty(func)?)
        } else {
            name
        };
        if a != 0 {
            val = format!(
                "addrspacecast ({} {val} to {})",
                self.ptr_ty(0),
                self.ptr_ty(a)
            );
        }
        Ok(val)
    }

    /// The type of parameter `i` of `f` in signatures: a typed pointer for
    /// `byval` in NVVM, the value type otherwise.
    pub(crate) fn param_ty(&self, f: &Function, i: usize) -> Res<String> {
        let t = *f.params.get(i).ok_or("parameter index out of range")?;
        if let (Some(pt), Type::Ptr(a), true) =
            (f.param_attrs.get(i).and_then(|p| p.byval), t, self.nvvm())
        {
            return Ok(self.ptr_to(&self.ty(pt)?, a));
        }
        self.ty(t)
    }

    /// `RT (P1, P2, ...)`.
    pub(crate) fn fn_ty(&self, f: &Function) -> Res<String> {
        let mut ps = (0..f.params.len())
            .map(|i| self.param_ty(f, i))
            .collect::<Res<Vec<_>>>()?;
        if f.variadic {
            ps.push("...".into());
        }
        Ok(format!("{} ({})", self.ret_ty(f.ret)?, ps.join(", ")))
    }

    /// The type of `@f` itself: `RT (P...)*` / `ptr`.
    pub(crate) fn fn_ptr_ty(&self, f: &Function) -> Res<String> {
        if self.nvvm() {
            Ok(format!("{}*", self.fn_ty(f)?))
        } else {
            Ok("ptr".into())
        }
    }

    /// Parameter attributes (with a trailing space when not empty).
    pub(crate) fn param_attrs(&self, pa: &ParamAttrs, t: Type) -> Res<String> {
        let mut out = Vec::new();
        match t {
            Type::Ptr(_) => {
                if let Some(bt) = pa.byval {
                    if self.nvvm() {
                        out.push("byval".to_string());
                    } else {
                        out.push(format!("byval({})", self.ty(bt)?));
                    }
                }
                if pa.noalias {
                    out.push("noalias".into());
                }
                if pa.nocapture {
                    out.push("nocapture".into());
                }
                // Both together are rejected by the verifier; drop the hint.
                if pa.readonly && !pa.writeonly {
                    out.push("readonly".into());
                }
                if pa.writeonly && !pa.readonly {
                    out.push("writeonly".into());
                }
                if pa.align > 0 {
                    out.push(format!("align {}", pa.align));
                }
                if pa.dereferenceable > 0 {
                    out.push(format!("dereferenceable({})", pa.dereferenceable));
                }
            }
            Type::Int(_) => match pa.ext {
                Some(true) => out.push("signext".into()),
                Some(false) => out.push("zeroext".into()),
                None => {}
            },
            _ => {}
        }
        Ok(out.iter().map(|s| format!("{s} ")).collect())
    }

    fn module(&self, st: &mut State) -> Res<String> {
        let mut out = String::new();
        let id: String = self
            .m
            .name
            .chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        let _ = writeln!(out, "; ModuleID = '{id}'");
        let _ = writeln!(out, "target datalayout = \"{DATALAYOUT}\"");
        let _ = writeln!(out, "target triple = \"nvptx64-nvidia-cuda\"\n");
        for line in &self.m.asm {
            let _ = writeln!(out, "module asm \"{}\"", names::escape_str(line.as_bytes()));
        }
        if !self.m.asm.is_empty() {
            out.push('\n');
        }

        for (_, g) in self.m.globals.iter() {
            out.push_str(&self.global(g)?);
            out.push('\n');
        }
        if !self.m.globals.is_empty() {
            out.push('\n');
        }

        let mut annotations = Vec::new();
        for (_, f) in self.m.funcs.iter() {
            if f.name.is_empty() {
                return Err("unnamed function".into());
            }
            match &f.body {
                Some(body) => {
                    let text = func::define(self, st, f, body)
                        .map_err(|e| format!("in @{}: {e}", f.name))?;
                    out.push_str(&text);
                    if f.kernel {
                        self.annotate(st, f, &mut annotations)?;
                    }
                }
                // Intrinsic declarations are written from their uses.
                None if f.is_intrinsic() => continue,
                None => out.push_str(&self.declare(st, f)?),
            }
            out.push('\n');
        }

        for line in st.decls.values() {
            out.push_str(line);
            out.push_str("\n\n");
        }
        for (i, g) in st.groups.iter().enumerate() {
            let _ = writeln!(out, "attributes #{i} = {{ {g} }}");
        }
        if !st.groups.is_empty() {
            out.push('\n');
        }

        // Texture, surface and sampler references.
        for (name, kind) in &self.m.texsurf {
            let Some(g) = self.m.globals.values().find(|g| &g.name == name) else {
                continue;
            };
            let ptr = self.ptr_to(&self.ty(g.ty)?, g.addrspace);
            let key = match kind {
                dialects::ir::RefKind::Texture => "texture",
                dialects::ir::RefKind::Surface => "surface",
                dialects::ir::RefKind::Sampler => "sampler",
            };
            let node = format!("!{{{ptr} {}, !\"{key}\", i32 1}}", global_ident(name));
            annotations.push(st.node(node));
        }
        let mut named = Vec::new();
        if !annotations.is_empty() {
            named.push(("nvvm.annotations", annotations));
        }
        if self.nvvm() {
            let v = st.node("!{i32 2, i32 0, i32 3, i32 1}".into());
            named.push(("nvvmir.version", vec![v]));
        }
        for (name, ids) in named {
            let ids: Vec<String> = ids.iter().map(|i| format!("!{i}")).collect();
            let _ = writeln!(out, "!{name} = !{{{}}}", ids.join(", "));
        }
        if !st.meta.is_empty() {
            out.push('\n');
        }
        for (i, body) in st.meta.iter().enumerate() {
            let _ = writeln!(out, "!{i} = {body}");
        }
        Ok(out)
    }

    fn global(&self, g: &Global) -> Res<String> {
        if g.name.is_empty() {
            return Err("unnamed global".into());
        }
        let special = matches!(g.name.as_str(), "llvm.used" | "llvm.compiler.used");
        let mut s = format!("{} = ", global_ident(&g.name));
        let mut init = match &g.init {
            Some(c) => Some(
                self.konst(c, g.ty)
                    .map_err(|e| format!("in @{}: {e}", g.name))?,
            ),
            None => None,
        };
        let linkage = if special {
            "appending "
        } else {
            match (g.linkage, init.is_some()) {
                (Linkage::External, true) => "",
                (Linkage::External, false) => "external ",
                (Linkage::Internal, has) => {
                    if !has {
                        init = Some("undef".into());
                    }
                    "internal "
                }
                (Linkage::Weak, true) => "weak ",
                (Linkage::Weak, false) => "extern_weak ",
                (Linkage::Common, has) => {
                    if !has {
                        init = Some("zeroinitializer".into());
                    }
                    "common "
                }
            }
        };
        s.push_str(linkage);
        if g.addrspace != 0 {
            let _ = write!(s, "addrspace({}) ", g.addrspace);
        }
        if g.externally_initialized {
            s.push_str("externally_initialized ");
        }
        s.push_str(if g.is_const { "constant " } else { "global " });
        s.push_str(&self.ty(g.ty)?);
        if let Some(i) = init {
            s.push(' ');
            s.push_str(&i);
        }
        if special {
            s.push_str(", section \"llvm.metadata\"");
        }
        if g.align > 0 {
            let _ = write!(s, ", align {}", g.align);
        }
        Ok(s)
    }

    /// Function attributes as a group reference.
    pub(crate) fn fn_attrs(&self, st: &mut State, f: &Function) -> String {
        let mut a = Vec::new();
        if f.body.is_some() {
            if f.noinline {
                a.push("noinline");
            } else if f.alwaysinline {
                a.push("alwaysinline");
            }
        }
        a.push("nounwind");
        format!(" #{}", st.group(&a.join(" ")))
    }

    fn declare(&self, st: &mut State, f: &Function) -> Res<String> {
        let mut ps = Vec::new();
        for (i, &t) in f.params.iter().enumerate() {
            let pa = f.param_attrs.get(i).cloned().unwrap_or_default();
            let attrs = self.param_attrs(&pa, t)?;
            ps.push(
                format!("{} {}", self.param_ty(f, i)?, attrs.trim_end())
                    .trim_end()
                    .to_string(),
            );
        }
        if f.variadic {
            ps.push("...".into());
        }
        let link = if f.linkage == Linkage::Weak {
            "extern_weak "
        } else {
            ""
        };
        Ok(format!(
            "declare {link}{} {}({}){}\n",
            self.ret_ty(f.ret)?,
            global_ident(&f.name),
            ps.join(", "),
            self.fn_attrs(st, f)
        ))
    }

    fn annotate(&self, st: &mut State, f: &Function, out: &mut Vec<usize>) -> Res<()> {
        let fref = format!("{} {}", self.fn_ptr_ty(f)?, global_ident(&f.name));
        let mut add = |key: &str, v: u32| {
            out.push(st.node(format!("!{{{fref}, !\"{key}\", i32 {v}}}")));
        };
        add("kernel", 1);
        let b = &f.bounds;
        if let Some([x, y, z]) = b.maxntid {
            add("maxntidx", x);
            add("maxntidy", y);
            add("maxntidz", z);
        }
        if let Some([x, y, z]) = b.reqntid {
            add("reqntidx", x);
            add("reqntidy", y);
            add("reqntidz", z);
        }
        if let Some(n) = b.minctasm {
            add("minctasm", n);
        }
        if let Some(n) = b.maxnreg {
            add("maxnreg", n);
        }
        if let Some([x, y, z]) = b.cluster_dim {
            add("cluster_dim_x", x);
            add("cluster_dim_y", y);
            add("cluster_dim_z", z);
        }
        if let Some(n) = b.maxclusterrank {
            add("maxclusterrank", n);
        }
        Ok(())
    }
}
