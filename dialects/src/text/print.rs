//! The printer of the generic text format.
//!
//! Names are assigned in print order (blocks in layout order, each block's
//! parameters, then its instructions' results), so the output depends only
//! on module content. Entities the layout does not reach are not printed;
//! references to them (invalid IR) print as `<invalid v7>`, which the parser
//! rejects.

use std::fmt::Write;

use rustc_hash::FxHashMap;

use super::{fmt_int, is_generated_block, member_type, write_name, write_quoted};
use crate::ir::*;

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    let mut out = String::from("module ");
    write_quoted(&mut out, m.name.as_bytes());
    out.push('\n');
    for line in &m.asm {
        out.push_str("module asm ");
        write_quoted(&mut out, line.as_bytes());
        out.push('\n');
    }
    if !m.globals.is_empty() {
        out.push('\n');
    }
    for (_, g) in m.globals.iter() {
        print_global(&mut out, m, g);
    }
    for (f, _) in m.funcs.iter() {
        out.push('\n');
        out.push_str(&print_function(m, f));
    }
    out
}

/// Prints one function (a definition or a declaration), ending in a newline.
pub fn print_function(m: &Module, f: FuncId) -> String {
    let mut out = String::new();
    let Some(func) = m.funcs.get(f) else {
        let _ = writeln!(out, "; <invalid {f}>");
        return out;
    };
    let p = Printer {
        m,
        names: func.body.as_ref().map(Names::assign).unwrap_or_default(),
    };
    p.function(&mut out, func);
    out
}

fn print_global(out: &mut String, m: &Module, g: &Global) {
    out.push_str("global ");
    write_name(out, '@', &g.name);
    let _ = write!(out, " : {}", g.ty);
    if g.addrspace != 0 {
        let _ = write!(out, " addrspace({})", g.addrspace);
    }
    if g.linkage != Linkage::External {
        let _ = write!(out, " {}", g.linkage.keyword());
    }
    if g.is_const {
        out.push_str(" const");
    }
    if g.externally_initialized {
        out.push_str(" externally_initialized");
    }
    if g.align != 0 {
        let _ = write!(out, " align {}", g.align);
    }
    if let Some(init) = &g.init {
        out.push_str(" = ");
        print_const(out, m, init, Some(g.ty));
    }
    out.push('\n');
}

/// Prints a constant whose type (when known) is `ty`.
fn print_const(out: &mut String, m: &Module, c: &Const, ty: Option<Type>) {
    match c {
        Const::Int(v) => out.push_str(&fmt_int(*v, ty)),
        Const::Float(bits) => out.push_str(&fmt_float(*bits, ty)),
        Const::Null => out.push_str("null"),
        Const::Zero => out.push_str("zero"),
        Const::Undef => out.push_str("undef"),
        Const::Poison => out.push_str("poison"),
        Const::Aggregate(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_const(out, m, item, member_type(ty, i));
            }
            out.push(']');
        }
        Const::Bytes(b) => {
            out.push('c');
            write_quoted(out, b);
        }
        Const::GlobalAddr(g, off) => {
            print_global_ref(out, m, *g);
            if *off > 0 {
                let _ = write!(out, " + {off}");
            } else if *off < 0 {
                let _ = write!(out, " - {}", off.unsigned_abs());
            }
        }
        Const::FuncAddr(f) => print_func_ref(out, m, *f),
    }
}

/// The shortest round-tripping decimal for finite f32/f64, else the hex bit
/// pattern.
fn fmt_float(bits: u64, ty: Option<Type>) -> String {
    match ty {
        Some(Type::F32) if bits <= u32::MAX as u64 && f32::from_bits(bits as u32).is_finite() => {
            format!("{:?}", f32::from_bits(bits as u32))
        }
        Some(Type::F64) if f64::from_bits(bits).is_finite() => {
            format!("{:?}", f64::from_bits(bits))
        }
        _ => format!("0x{bits:X}"),
    }
}

fn print_global_ref(out: &mut String, m: &Module, g: GlobalId) {
    match m.globals.get(g) {
        Some(gd) => write_name(out, '@', &gd.name),
        None => {
            let _ = write!(out, "<invalid {g}>");
        }
    }
}

fn print_func_ref(out: &mut String, m: &Module, f: FuncId) {
    match m.funcs.get(f) {
        Some(fd) => write_name(out, '@', &fd.name),
        None => {
            let _ = write!(out, "<invalid {f}>");
        }
    }
}

/// Printed labels of the values and blocks of one body.
#[derive(Default)]
struct Names {
    values: FxHashMap<Value, String>,
    blocks: FxHashMap<Block, String>,
}

/// Hands out labels: names as written (with `#N` on repeats), numbers for
/// unnamed entities.
#[derive(Default)]
struct Labeler {
    seen: FxHashMap<String, u32>,
    next: u32,
}

impl Labeler {
    fn label(&mut self, sigil: char, name: Option<&str>, anon_prefix: &str, block: bool) -> String {
        let mut out = String::new();
        match name {
            Some(n) => {
                let count = self.seen.entry(n.to_string()).or_insert(0);
                if block && is_generated_block(n) {
                    out.push(sigil);
                    write_quoted(&mut out, n.as_bytes());
                } else {
                    write_name(&mut out, sigil, n);
                }
                if *count > 0 {
                    let _ = write!(out, "#{count}");
                }
                *count += 1;
            }
            None => {
                let _ = write!(out, "{sigil}{anon_prefix}{}", self.next);
                self.next += 1;
            }
        }
        out
    }
}

impl Names {
    fn assign(body: &Body) -> Names {
        let dfg = &body.dfg;
        let mut names = Names::default();
        let (mut vl, mut bl) = (Labeler::default(), Labeler::default());
        let mut value = |names: &mut Names, v: Value| {
            names.values.entry(v).or_insert_with(|| {
                let n = dfg.value_names.get(v).and_then(|n| n.as_deref());
                vl.label('%', n, "", false)
            });
        };
        for &b in &body.layout.blocks {
            let Some(bd) = dfg.blocks.get(b) else {
                continue;
            };
            names.blocks.entry(b).or_insert_with(|| {
                let n = dfg.block_names.get(b).and_then(|n| n.as_deref());
                bl.label('^', n, "bb", true)
            });
            for &p in bd.params.as_slice(&dfg.pool) {
                value(&mut names, p);
            }
            for &i in &bd.insts {
                if let Some(Some(r)) = dfg.results.get(i) {
                    value(&mut names, *r);
                }
            }
        }
        names
    }
}

struct Printer<'m> {
    m: &'m Module,
    names: Names,
}

impl Printer<'_> {
    fn value(&self, out: &mut String, v: Value) {
        match self.names.values.get(&v) {
            Some(s) => out.push_str(s),
            None => {
                let _ = write!(out, "<invalid {v}>");
            }
        }
    }

    fn block(&self, out: &mut String, b: Block) {
        match self.names.blocks.get(&b) {
            Some(s) => out.push_str(s),
            None => {
                let _ = write!(out, "<invalid {b}>");
            }
        }
    }

    fn values(&self, out: &mut String, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.value(out, v);
        }
    }

    /// `%a: i32, %b: f32` with the types of the values.
    fn typed_values(&self, out: &mut String, dfg: &Dfg, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.value(out, v);
            match dfg.values.get(v) {
                Some(vd) => {
                    let _ = write!(out, ": {}", vd.ty);
                }
                None => out.push_str(": <invalid>"),
            }
        }
    }

    fn function(&self, out: &mut String, f: &Function) {
        out.push_str(if f.body.is_some() { "func" } else { "declare" });
        if f.linkage != Linkage::External {
            let _ = write!(out, " {}", f.linkage.keyword());
        }
        if f.kernel {
            out.push_str(" kernel");
        }
        out.push(' ');
        write_name(out, '@', &f.name);
        // The signature names the entry parameters when they match it.
        let entry = f.body.as_ref().and_then(|b| Some((b, b.entry()?)));
        let entry_params =
            entry.and_then(|(b, e)| Some(b.dfg.blocks.get(e)?.params.as_slice(&b.dfg.pool)));
        let named = entry.zip(entry_params).filter(|((b, _), ps)| {
            ps.len() == f.params.len()
                && ps
                    .iter()
                    .zip(&f.params)
                    .all(|(v, t)| b.dfg.values.get(*v).is_some_and(|d| d.ty == *t))
        });
        out.push('(');
        for (i, ty) in f.params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some((_, ps)) = named {
                self.value(out, ps[i]);
                out.push_str(": ");
            }
            let _ = write!(out, "{ty}");
            if let Some(a) = f.param_attrs.get(i) {
                print_param_attrs(out, a);
            }
        }
        if f.variadic {
            out.push_str(if f.params.is_empty() { "..." } else { ", ..." });
        }
        out.push(')');
        if let Some(r) = f.ret {
            let _ = write!(out, " -> {r}");
        }
        if f.noinline {
            out.push_str(" noinline");
        }
        if f.alwaysinline {
            out.push_str(" alwaysinline");
        }
        print_bounds(out, &f.bounds);
        let Some(body) = &f.body else {
            out.push('\n');
            return;
        };
        out.push_str(" {\n");
        for (k, &b) in body.layout.blocks.iter().enumerate() {
            let Some(bd) = body.dfg.blocks.get(b) else {
                let _ = writeln!(out, "; <invalid {b}>");
                continue;
            };
            self.block(out, b);
            let params = bd.params.as_slice(&body.dfg.pool);
            // The entry's parameters are in the signature when it names them.
            if !(params.is_empty() || k == 0 && named.is_some()) {
                out.push('(');
                self.typed_values(out, &body.dfg, params);
                out.push(')');
            }
            out.push_str(":\n");
            for &i in &bd.insts {
                out.push_str("  ");
                self.inst(out, body, i);
                out.push('\n');
            }
        }
        out.push_str("}\n");
    }

    fn inst(&self, out: &mut String, body: &Body, inst: Inst) {
        let dfg = &body.dfg;
        let Some(data) = dfg.insts.get(inst) else {
            let _ = write!(out, "<invalid {inst}>");
            return;
        };
        let result = dfg.results.get(inst).copied().flatten();
        let rty = result.and_then(|r| dfg.values.get(r)).map(|d| d.ty);
        if let Some(r) = result {
            self.value(out, r);
            out.push_str(" = ");
        }
        out.push_str(data.opcode.name());
        let args = data.args.as_slice(&dfg.pool);
        let mut dict = Vec::<String>::new();
        // Prefix and operands; `done` when the operand list is already out.
        let (done, comma) = self.attrs_prefix(out, &mut dict, data, args, rty);
        // Operands, then successors (for a switch only the default).
        let succs: &[BlockCall] = match &data.attrs {
            Attrs::Switch(_) => data.succs.get(..1).unwrap_or(&[]),
            _ => &data.succs,
        };
        let mut sep = if comma { ", " } else { " " };
        if !done {
            for &a in args {
                out.push_str(sep);
                self.value(out, a);
                sep = ", ";
            }
        } else {
            sep = ", ";
        }
        for s in succs {
            out.push_str(sep);
            self.succ(out, s, dfg);
            sep = ", ";
        }
        if let Attrs::Switch(cases) = &data.attrs {
            let cty = args.first().and_then(|&a| dfg.values.get(a)).map(|d| d.ty);
            out.push_str(" [");
            for (k, (v, s)) in cases.iter().zip(data.succs.iter().skip(1)).enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}: ", fmt_int(*v, cty));
                self.succ(out, s, dfg);
            }
            out.push(']');
        }
        if let Some(meta) = dfg.meta.get(&inst) {
            print_meta(&mut dict, meta, rty);
        }
        if !dict.is_empty() {
            let _ = write!(out, " {{{}}}", dict.join(", "));
        }
        if let Some(t) = rty {
            let _ = write!(out, " : {t}");
        }
    }

    /// The attribute payload's part before the operands (predicates,
    /// constants, callees), and its dictionary entries. Returns whether the
    /// operand list is already written and whether the operands follow a
    /// comma.
    fn attrs_prefix(
        &self,
        out: &mut String,
        dict: &mut Vec<String>,
        data: &InstData,
        args: &[Value],
        rty: Option<Type>,
    ) -> (bool, bool) {
        let mut done = false;
        let mut comma = false;
        match (data.opcode.format(), &data.attrs) {
            (Format::Plain, Attrs::None) => {}
            (Format::Int, Attrs::Int(fl)) => int_flags(dict, *fl),
            (Format::Float, Attrs::Float(fm)) => fast_math(dict, *fm),
            (Format::ICmp, Attrs::ICmp(p)) => {
                let _ = write!(out, " {}", p.keyword());
            }
            (Format::FCmp, Attrs::FCmp(p, fm)) => {
                let _ = write!(out, " {}", p.keyword());
                fast_math(dict, *fm);
            }
            (Format::Const, Attrs::Const(c)) => {
                out.push(' ');
                print_const(out, self.m, c, rty);
                comma = true;
            }
            (Format::Symbol, Attrs::Symbol(s)) => {
                out.push(' ');
                match s {
                    Symbol::Global(g) => print_global_ref(out, self.m, *g),
                    Symbol::Func(f) => print_func_ref(out, self.m, *f),
                }
                comma = true;
            }
            (Format::Alloca, Attrs::Alloca(ty, al)) => {
                let _ = write!(out, " {ty}");
                align(dict, *al);
                comma = true;
            }
            (Format::Rmw, Attrs::Rmw(a)) => {
                let _ = write!(out, " {}", a.op.keyword());
                memory_dict(dict, Format::Rmw, &data.attrs);
            }
            (Format::Mem | Format::CmpXchg | Format::Fence, _)
            | (Format::Indices | Format::Shuffle, _)
                if memory_dict(dict, data.opcode.format(), &data.attrs) => {}
            (Format::Call, Attrs::Call(c)) => {
                out.push(' ');
                print_func_ref(out, self.m, c.callee);
                self.paren_args(out, args);
                done = true;
                fast_math(dict, c.fmf);
                flag(dict, c.convergent, "convergent");
            }
            (Format::CallIndirect, Attrs::CallIndirect(c)) => {
                let ps: Vec<String> = c
                    .params
                    .iter()
                    .enumerate()
                    .map(|(i, t)| match c.byval.iter().find(|b| b.0 as usize == i) {
                        Some(&(_, s, 0)) => format!("{t} byval({s})"),
                        Some(&(_, s, a)) => format!("{t} byval({s}) align {a}"),
                        None => t.to_string(),
                    })
                    .collect();
                let _ = write!(out, " ({})", ps.join(", "));
                if let Some((callee, rest)) = args.split_first() {
                    out.push(' ');
                    self.value(out, *callee);
                    self.paren_args(out, rest);
                }
                done = true;
                fast_math(dict, c.fmf);
                flag(dict, c.convergent, "convergent");
            }
            (Format::Intrinsic, Attrs::Intrinsic(a)) => {
                out.push(' ');
                write_quoted(out, a.name.as_bytes());
                self.paren_args(out, args);
                done = true;
                fast_math(dict, a.fmf);
                if !a.arg_aligns.is_empty() {
                    dict.push(format!("arg_align = [{}]", join(a.arg_aligns.iter())));
                }
            }
            (Format::Asm, Attrs::Asm(a)) => {
                out.push(' ');
                write_quoted(out, a.template.as_bytes());
                out.push_str(", ");
                write_quoted(out, a.constraints.as_bytes());
                self.paren_args(out, args);
                done = true;
                flag(dict, a.side_effect, "sideeffect");
                flag(dict, a.convergent, "convergent");
            }
            (Format::Switch, Attrs::Switch(_)) => {}
            (_, other) => {
                let _ = write!(out, " <attrs mismatch: {other:?}>");
            }
        }
        (done, comma)
    }

    fn paren_args(&self, out: &mut String, args: &[Value]) {
        out.push('(');
        self.values(out, args);
        out.push(')');
    }

    fn succ(&self, out: &mut String, s: &BlockCall, dfg: &Dfg) {
        self.block(out, s.block);
        let args = s.args.as_slice(&dfg.pool);
        if !args.is_empty() {
            self.paren_args(out, args);
        }
    }
}

fn join<T: ToString>(items: impl Iterator<Item = T>) -> String {
    items.map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

fn flag(dict: &mut Vec<String>, on: bool, kw: &str) {
    if on {
        dict.push(kw.to_string());
    }
}

fn align(dict: &mut Vec<String>, a: u32) {
    if a != 0 {
        dict.push(format!("align = {a}"));
    }
}

fn scope(dict: &mut Vec<String>, s: Scope) {
    if s != Scope::System {
        dict.push(format!("syncscope = {}", s.keyword()));
    }
}

fn int_flags(dict: &mut Vec<String>, f: IntFlags) {
    let mut known = 0;
    for &(bit, kw) in IntFlags::NAMES {
        known |= bit.0;
        flag(dict, f.contains(bit), kw);
    }
    if f.0 & !known != 0 {
        dict.push(format!("bits = {}", f.0 & !known));
    }
}

fn fast_math(dict: &mut Vec<String>, f: FastMath) {
    dict.extend(f.keywords().into_iter().map(String::from));
    if f.0 & !FastMath::FAST.0 != 0 {
        dict.push(format!("bits = {}", f.0 & !FastMath::FAST.0));
    }
}

fn print_meta(dict: &mut Vec<String>, meta: &InstMeta, rty: Option<Type>) {
    if !meta.loop_hints.is_empty() {
        let hints = meta.loop_hints.iter().map(|(name, arg)| {
            let mut s = String::from("(");
            write_quoted(&mut s, name.as_bytes());
            if let Some(a) = arg {
                let _ = write!(s, ", {a}");
            }
            s.push(')');
            s
        });
        dict.push(format!("loop = [{}]", join(hints)));
    }
    if !meta.range.is_empty() {
        let ty = rty.map(Type::scalar);
        let pairs = meta
            .range
            .iter()
            .map(|(lo, hi)| format!("({}, {})", fmt_int(*lo, ty), fmt_int(*hi, ty)));
        dict.push(format!("range = [{}]", join(pairs)));
    }
}

fn print_param_attrs(out: &mut String, a: &ParamAttrs) {
    for (on, kw) in [
        (a.noalias, "noalias"),
        (a.readonly, "readonly"),
        (a.writeonly, "writeonly"),
        (a.nocapture, "nocapture"),
    ] {
        if on {
            let _ = write!(out, " {kw}");
        }
    }
    if a.align != 0 {
        let _ = write!(out, " align({})", a.align);
    }
    if a.dereferenceable != 0 {
        let _ = write!(out, " dereferenceable({})", a.dereferenceable);
    }
    if let Some(t) = a.byval {
        let _ = write!(out, " byval({t})");
    }
    match a.ext {
        Some(true) => out.push_str(" signext"),
        Some(false) => out.push_str(" zeroext"),
        None => {}
    }
}

fn print_bounds(out: &mut String, b: &LaunchBounds) {
    let dims = |out: &mut String, kw: &str, d: Option<[u32; 3]>| {
        if let Some([x, y, z]) = d {
            let _ = write!(out, " {kw}({x}, {y}, {z})");
        }
    };
    let one = |out: &mut String, kw: &str, v: Option<u32>| {
        if let Some(v) = v {
            let _ = write!(out, " {kw}({v})");
        }
    };
    dims(out, "maxntid", b.maxntid);
    dims(out, "reqntid", b.reqntid);
    one(out, "minctasm", b.minctasm);
    one(out, "maxnreg", b.maxnreg);
    one(out, "maxclusterrank", b.maxclusterrank);
    dims(out, "cluster_dim", b.cluster_dim);
    if b.blocks_are_clusters {
        out.push_str(" blocksareclusters");
    }
}

/// The dictionary entries of memory, atomic, fence, index and shuffle
/// payloads; false for other payloads.
fn memory_dict(dict: &mut Vec<String>, fmt: Format, attrs: &Attrs) -> bool {
    match (fmt, attrs) {
        (Format::Mem, Attrs::Mem(a)) => {
            align(dict, a.align);
            flag(dict, a.volatile, "volatile");
            flag(dict, a.invariant, "invariant");
            flag(dict, a.nontemporal, "nontemporal");
            if let Some(o) = a.ordering {
                dict.push(format!("ordering = {}", o.keyword()));
            }
            scope(dict, a.scope);
        }
        (Format::Rmw, Attrs::Rmw(a)) => {
            dict.push(format!("ordering = {}", a.ordering.keyword()));
            scope(dict, a.scope);
            flag(dict, a.volatile, "volatile");
            align(dict, a.align);
        }
        (Format::CmpXchg, Attrs::CmpXchg(a)) => {
            dict.push(format!("success = {}", a.success.keyword()));
            dict.push(format!("failure = {}", a.failure.keyword()));
            scope(dict, a.scope);
            flag(dict, a.weak, "weak");
            flag(dict, a.volatile, "volatile");
            align(dict, a.align);
        }
        (Format::Fence, Attrs::Fence(o, s)) => {
            dict.push(format!("ordering = {}", o.keyword()));
            scope(dict, *s);
        }
        (Format::Indices, Attrs::Indices(ix)) => {
            if !ix.is_empty() {
                dict.push(format!("indices = [{}]", join(ix.iter())));
            }
        }
        (Format::Shuffle, Attrs::Shuffle(mask)) => {
            if !mask.is_empty() {
                let lanes = mask.iter().map(|&l| {
                    if l == -1 {
                        "undef".to_string()
                    } else {
                        l.to_string()
                    }
                });
                dict.push(format!("mask = [{}]", join(lanes)));
            }
        }
        _ => return false,
    }
    true
}
