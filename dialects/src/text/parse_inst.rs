//! The parser of instructions, attribute dictionaries and constants.
//!
//! An instruction line is parsed into an `InstAst` whose operands and
//! successors are still names; `Parser::build_body` resolves
//! them once every definition of the function is known. Attributes are
//! checked against the opcode's `Format` here.

use super::lex::Tok;
use super::parse::{NameRef, PResult, Parser, SuccAst};
use super::{member_type, parse_int, MAX_DEPTH};
use crate::ir::*;

/// An instruction as written, operands unresolved.
pub(super) struct InstAst {
    pub result: Option<NameRef>,
    pub opcode: Opcode,
    /// Complete except for `Attrs::Switch`, whose values need the operand's
    /// type (see `cases`).
    pub attrs: Attrs,
    pub args: Vec<NameRef>,
    /// All successors; for a switch the default comes first.
    pub succs: Vec<SuccAst>,
    /// Switch case values as written.
    pub cases: Vec<(String, usize)>,
    pub meta: InstMeta,
    pub ty: Option<Type>,
}

/// A constant as written; integers and decimal floats wait for their type.
pub(super) enum ConstAst {
    Int(String, usize),
    Float(String, usize),
    Bits(u64),
    Null,
    Zero,
    Undef,
    Poison,
    Aggregate(Vec<ConstAst>),
    Bytes(Vec<u8>),
    Global(GlobalId, i64),
    Func(FuncId),
}

/// Everything an attribute dictionary can set.
#[derive(Default)]
struct Dict {
    int: IntFlags,
    fmf: FastMath,
    align: u32,
    volatile: bool,
    invariant: bool,
    nontemporal: bool,
    weak: bool,
    convergent: bool,
    sideeffect: bool,
    ordering: Option<Ordering>,
    success: Option<Ordering>,
    failure: Option<Ordering>,
    scope: Scope,
    indices: Vec<u32>,
    arg_aligns: Vec<u32>,
    mask: Vec<i32>,
    loop_hints: Vec<(String, Option<i64>)>,
    range: Vec<((String, usize), (String, usize))>,
}

/// What came between the opcode and the operands.
enum Prefix {
    None,
    IPred(IntPred),
    FPred(FloatPred),
    Rmw(RmwOp),
    Const(ConstAst),
    Symbol(Symbol),
    Alloca(Type),
    Call(FuncId),
    CallIndirect(Vec<Type>, Vec<(u32, Type, u32)>),
    Intrinsic(String),
    Asm(String, String),
}

impl Parser<'_> {
    /// One instruction line, including its end of line.
    pub(super) fn inst_ast(&mut self) -> PResult<InstAst> {
        let result = match self.peek() {
            Tok::Value(_) => {
                let r = self.value_ref("a result")?;
                self.expect_punct(b'=')?;
                Some(r)
            }
            _ => None,
        };
        let what = if result.is_some() {
            "an opcode"
        } else {
            "an instruction or a block label"
        };
        let (name, opos) = self.ident(what)?;
        let Some(opcode) = Opcode::from_name(name) else {
            return self.err(
                opos,
                format!("expected {what}, found unknown opcode `{name}`"),
            );
        };
        let fmt = opcode.format();
        let mut args = Vec::new();
        let mut succs = Vec::new();
        let prefix = self.prefix(fmt, &mut args)?;
        let list = match prefix {
            Prefix::None | Prefix::IPred(_) | Prefix::FPred(_) | Prefix::Rmw(_) => {
                matches!(self.peek(), Tok::Value(_) | Tok::Block(_))
            }
            _ => self.eat_punct(b','),
        };
        if list {
            let values = !matches!(
                fmt,
                Format::Call | Format::CallIndirect | Format::Intrinsic | Format::Asm
            );
            self.operands(&mut args, &mut succs, values)?;
        }
        let cases = if fmt == Format::Switch {
            self.switch_cases(&mut succs, opos)?
        } else {
            Vec::new()
        };
        let mut d = Dict::default();
        if self.is_punct(b'{') {
            self.dict(opcode, &mut d)?;
        }
        let ty = if self.eat_punct(b':') {
            Some(self.ty()?)
        } else {
            None
        };
        if !matches!(self.peek(), Tok::Newline | Tok::Eof) {
            return self.expected(if ty.is_some() {
                "end of line"
            } else {
                "`{`, `:` or end of line"
            });
        }
        match (&result, ty) {
            (Some(_), None) => return self.expected("`:` and the result type"),
            (None, Some(_)) => {
                return self.err(
                    opos,
                    "expected `%name =` before an instruction with a result type",
                )
            }
            _ => {}
        }
        self.expect_eol()?;
        let attrs = self.make_attrs(opcode, opos, prefix, &d, ty)?;
        let sty = ty.map(Type::scalar);
        let mut meta = InstMeta {
            loop_hints: d.loop_hints,
            range: Vec::with_capacity(d.range.len()),
        };
        for ((lo, lp), (hi, hp)) in &d.range {
            let lo = parse_int(lo, sty).or_else(|m| self.err(*lp, m))?;
            let hi = parse_int(hi, sty).or_else(|m| self.err(*hp, m))?;
            meta.range.push((lo, hi));
        }
        Ok(InstAst {
            result,
            opcode,
            attrs,
            args,
            succs,
            cases,
            meta,
            ty,
        })
    }

    /// A switch's `[value: ^succ, ...]` after its default successor.
    fn switch_cases(
        &mut self,
        succs: &mut Vec<SuccAst>,
        opos: usize,
    ) -> PResult<Vec<(String, usize)>> {
        let mut cases = Vec::new();
        self.expect_punct(b'[')?;
        if !self.eat_punct(b']') {
            loop {
                cases.push(self.int_lit("a case value")?);
                self.expect_punct(b':')?;
                succs.push(self.succ()?);
                if self.eat_punct(b']') {
                    break;
                }
                self.expect_punct(b',')?;
            }
        }
        if succs.is_empty() {
            return self.err(opos, "expected a default successor for nvvm.switch");
        }
        Ok(cases)
    }

    fn prefix(&mut self, fmt: Format, args: &mut Vec<NameRef>) -> PResult<Prefix> {
        Ok(match fmt {
            Format::ICmp => {
                let (w, p) = self.ident("an integer predicate such as `slt`")?;
                match IntPred::from_keyword(w) {
                    Some(pred) => Prefix::IPred(pred),
                    None => {
                        return self.err(p, format!("expected an integer predicate, found `{w}`"))
                    }
                }
            }
            Format::FCmp => {
                let (w, p) = self.ident("a float predicate such as `olt`")?;
                match FloatPred::from_keyword(w) {
                    Some(pred) => Prefix::FPred(pred),
                    None => return self.err(p, format!("expected a float predicate, found `{w}`")),
                }
            }
            Format::Rmw => {
                let (w, p) = self.ident("an atomicrmw operation such as `add`")?;
                match RmwOp::from_keyword(w) {
                    Some(op) => Prefix::Rmw(op),
                    None => {
                        return self.err(p, format!("expected an atomicrmw operation, found `{w}`"))
                    }
                }
            }
            Format::Const => Prefix::Const(self.const_ast(0)?),
            Format::Symbol => Prefix::Symbol(self.symbol("a symbol such as `@g`")?.0),
            Format::Alloca => Prefix::Alloca(self.ty()?),
            Format::Call => {
                let (s, p) = self.symbol("the callee such as `@f`")?;
                let Symbol::Func(f) = s else {
                    return self.err(p, "expected a function as the callee, found a global");
                };
                self.paren_values(args)?;
                Prefix::Call(f)
            }
            Format::CallIndirect => {
                // `(T, ptr byval(S) align N, ...) %callee(%a, ...)`: the
                // parameter types (byval ones with their pointee), the
                // pointer called, the arguments.
                self.expect_punct(b'(')?;
                let mut params = Vec::new();
                let mut byval = Vec::new();
                if !self.eat_punct(b')') {
                    loop {
                        params.push(self.ty()?);
                        if self.eat_ident("byval") {
                            self.expect_punct(b'(')?;
                            let t = self.ty()?;
                            self.expect_punct(b')')?;
                            let align = if self.eat_ident("align") {
                                self.u32("an alignment")?
                            } else {
                                0
                            };
                            byval.push((params.len() as u32 - 1, t, align));
                        }
                        if self.eat_punct(b')') {
                            break;
                        }
                        self.expect_punct(b',')?;
                    }
                }
                args.push(self.value_ref("the called pointer")?);
                self.paren_values(args)?;
                Prefix::CallIndirect(params, byval)
            }
            Format::Intrinsic => {
                let name = self.utf8_string("the intrinsic name as a string")?;
                self.paren_values(args)?;
                Prefix::Intrinsic(name)
            }
            Format::Asm => {
                let template = self.utf8_string("the assembly template as a string")?;
                self.expect_punct(b',')?;
                let constraints = self.utf8_string("the constraints as a string")?;
                self.paren_values(args)?;
                Prefix::Asm(template, constraints)
            }
            _ => Prefix::None,
        })
    }

    /// `(%a, %b)`.
    fn paren_values(&mut self, out: &mut Vec<NameRef>) -> PResult<()> {
        self.expect_punct(b'(')?;
        if self.eat_punct(b')') {
            return Ok(());
        }
        loop {
            out.push(self.value_ref("an operand")?);
            if self.eat_punct(b')') {
                return Ok(());
            }
            self.expect_punct(b',')?;
        }
    }

    /// `%a, %b, ^s1, ^s2(%c)`: operands first, then successors.
    fn operands(
        &mut self,
        args: &mut Vec<NameRef>,
        succs: &mut Vec<SuccAst>,
        values: bool,
    ) -> PResult<()> {
        loop {
            match self.peek() {
                Tok::Value(_) if values && succs.is_empty() => {
                    args.push(self.value_ref("an operand")?)
                }
                Tok::Block(_) => succs.push(self.succ()?),
                _ if !values || !succs.is_empty() => {
                    return self.expected("a successor such as `^bb1`")
                }
                _ => return self.expected("an operand or a successor"),
            }
            if !self.eat_punct(b',') {
                return Ok(());
            }
        }
    }

    /// `^b` or `^b(%x, %y)`.
    pub(super) fn succ(&mut self) -> PResult<SuccAst> {
        let Tok::Block(name) = self.peek() else {
            return self.expected("a successor such as `^bb1`");
        };
        let block = (name.clone(), self.bump().pos);
        let mut args = Vec::new();
        if self.is_punct(b'(') {
            self.paren_values(&mut args)?;
        }
        Ok(SuccAst { block, args })
    }

    /// An integer literal, kept as written until its type is known.
    fn int_lit(&mut self, what: &str) -> PResult<(String, usize)> {
        match *self.peek() {
            Tok::Num(s) | Tok::Ident(s @ ("true" | "false")) => {
                let pos = self.bump().pos;
                Ok((s.to_string(), pos))
            }
            _ => self.expected(what),
        }
    }

    fn i64_lit(&mut self, what: &str) -> PResult<i64> {
        if let Tok::Num(s) = *self.peek() {
            if let Ok(v) = s.parse::<i64>() {
                self.bump();
                return Ok(v);
            }
            return self.err(
                self.pos(),
                format!("expected {what} (a 64-bit integer), found `{s}`"),
            );
        }
        self.expected(what)
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        self.expect_punct(b'=')?;
        let (w, p) = self.ident("a memory ordering such as `acquire`")?;
        Ordering::from_keyword(w).map_or_else(
            || self.err(p, format!("expected a memory ordering, found `{w}`")),
            Ok,
        )
    }

    /// `[a, b, ...]` of items parsed by `item`.
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        self.expect_punct(b'[')?;
        let mut out = Vec::new();
        if self.eat_punct(b']') {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if self.eat_punct(b']') {
                return Ok(out);
            }
            self.expect_punct(b',')?;
        }
    }

    /// `{key, key = value, ...}`; keys must suit the opcode's format.
    fn dict(&mut self, opcode: Opcode, d: &mut Dict) -> PResult<()> {
        use Format::*;
        let fmt = opcode.format();
        self.expect_punct(b'{')?;
        if self.eat_punct(b'}') {
            return Ok(());
        }
        loop {
            let (key, kpos) = self.ident("an attribute name")?;
            let has_fmf = matches!(fmt, Float | FCmp | Call | CallIndirect | Intrinsic);
            let int_bit = IntFlags::NAMES
                .iter()
                .find(|(_, n)| *n == key)
                .map(|(b, _)| *b);
            match key {
                "loop" => {
                    self.expect_punct(b'=')?;
                    d.loop_hints = self.list(|p| {
                        p.expect_punct(b'(')?;
                        let name = p.utf8_string("a loop hint name as a string")?;
                        let arg = if p.eat_punct(b',') {
                            Some(p.i64_lit("a hint operand")?)
                        } else {
                            None
                        };
                        p.expect_punct(b')')?;
                        Ok((name, arg))
                    })?;
                }
                "range" => {
                    self.expect_punct(b'=')?;
                    d.range = self.list(|p| {
                        p.expect_punct(b'(')?;
                        let lo = p.int_lit("the low bound")?;
                        p.expect_punct(b',')?;
                        let hi = p.int_lit("the high bound")?;
                        p.expect_punct(b')')?;
                        Ok((lo, hi))
                    })?;
                }
                "bits" if fmt == Int || has_fmf => {
                    self.expect_punct(b'=')?;
                    let b = self.uint("flag bits", u8::MAX as u64)? as u8;
                    if fmt == Int {
                        d.int.0 |= b;
                    } else {
                        d.fmf.0 |= b;
                    }
                }
                _ if fmt == Int && int_bit.is_some() => d.int.insert(int_bit.unwrap_or_default()),
                _ if has_fmf && FastMath::bit(key).is_some() => {
                    d.fmf.0 |= FastMath::bit(key).unwrap_or(0)
                }
                "align" if matches!(fmt, Mem | Alloca | Rmw | CmpXchg) => {
                    self.expect_punct(b'=')?;
                    d.align = self.u32("an alignment")?;
                }
                "volatile" if matches!(fmt, Mem | Rmw | CmpXchg) => d.volatile = true,
                "invariant" if fmt == Mem => d.invariant = true,
                "nontemporal" if fmt == Mem => d.nontemporal = true,
                "weak" if fmt == CmpXchg => d.weak = true,
                "convergent" if matches!(fmt, Call | CallIndirect | Asm) => d.convergent = true,
                "sideeffect" if fmt == Asm => d.sideeffect = true,
                "ordering" if matches!(fmt, Mem | Rmw | Fence) => {
                    d.ordering = Some(self.ordering()?)
                }
                "success" if fmt == CmpXchg => d.success = Some(self.ordering()?),
                "failure" if fmt == CmpXchg => d.failure = Some(self.ordering()?),
                "syncscope" if matches!(fmt, Mem | Rmw | CmpXchg | Fence) => {
                    self.expect_punct(b'=')?;
                    let (w, p) = self.ident("a scope such as `block`")?;
                    d.scope = Scope::from_keyword(w).map_or_else(
                        || self.err(p, format!("expected a synchronization scope, found `{w}`")),
                        Ok,
                    )?;
                }
                "indices" if fmt == Indices => {
                    self.expect_punct(b'=')?;
                    d.indices = self.list(|p| p.u32("an index"))?;
                }
                "arg_align" if fmt == Intrinsic => {
                    self.expect_punct(b'=')?;
                    d.arg_aligns = self.list(|p| p.u32("an alignment"))?;
                }
                "mask" if fmt == Shuffle => {
                    self.expect_punct(b'=')?;
                    d.mask = self.list(|p| {
                        if p.eat_ident("undef") {
                            return Ok(-1);
                        }
                        p.i64_lit("a lane index or `undef`").and_then(|v| {
                            i32::try_from(v).or_else(|_| p.err(p.pos(), "lane index out of range"))
                        })
                    })?;
                }
                _ => return self.err(kpos, format!("attribute `{key}` is not valid for {opcode}")),
            }
            if self.eat_punct(b'}') {
                return Ok(());
            }
            self.expect_punct(b',')?;
        }
    }

    /// The payload of `opcode` from what was parsed.
    fn make_attrs(
        &self,
        opcode: Opcode,
        pos: usize,
        prefix: Prefix,
        d: &Dict,
        ty: Option<Type>,
    ) -> PResult<Attrs> {
        let missing = |what: &str| format!("expected attribute `{what}` for {opcode}");
        Ok(match (opcode.format(), prefix) {
            (Format::Plain, _) => Attrs::None,
            (Format::Int, _) => Attrs::Int(d.int),
            (Format::Float, _) => Attrs::Float(d.fmf),
            (Format::ICmp, Prefix::IPred(p)) => Attrs::ICmp(p),
            (Format::FCmp, Prefix::FPred(p)) => Attrs::FCmp(p, d.fmf),
            (Format::Const, Prefix::Const(c)) => Attrs::Const(self.interpret_const(&c, ty)?),
            (Format::Symbol, Prefix::Symbol(s)) => Attrs::Symbol(s),
            (Format::Mem, _) => Attrs::Mem(MemAttrs {
                align: d.align,
                volatile: d.volatile,
                invariant: d.invariant,
                nontemporal: d.nontemporal,
                ordering: d.ordering,
                scope: d.scope,
            }),
            (Format::Alloca, Prefix::Alloca(t)) => Attrs::Alloca(t, d.align),
            (Format::Rmw, Prefix::Rmw(op)) => Attrs::Rmw(RmwAttrs {
                op,
                ordering: d
                    .ordering
                    .map_or_else(|| self.err(pos, missing("ordering")), Ok)?,
                scope: d.scope,
                volatile: d.volatile,
                align: d.align,
            }),
            (Format::CmpXchg, _) => Attrs::CmpXchg(CmpXchgAttrs {
                success: d
                    .success
                    .map_or_else(|| self.err(pos, missing("success")), Ok)?,
                failure: d
                    .failure
                    .map_or_else(|| self.err(pos, missing("failure")), Ok)?,
                scope: d.scope,
                weak: d.weak,
                volatile: d.volatile,
                align: d.align,
            }),
            (Format::Fence, _) => Attrs::Fence(
                d.ordering
                    .map_or_else(|| self.err(pos, missing("ordering")), Ok)?,
                d.scope,
            ),
            (Format::Indices, _) => Attrs::Indices(d.indices.clone()),
            (Format::Shuffle, _) => Attrs::Shuffle(d.mask.clone()),
            (Format::Call, Prefix::Call(callee)) => Attrs::Call(CallAttrs {
                callee,
                fmf: d.fmf,
                convergent: d.convergent,
            }),
            (Format::CallIndirect, Prefix::CallIndirect(params, byval)) => {
                Attrs::CallIndirect(IndirectCallAttrs {
                    params,
                    byval,
                    ret: ty,
                    fmf: d.fmf,
                    convergent: d.convergent,
                })
            }
            (Format::Intrinsic, Prefix::Intrinsic(name)) => {
                let mut a = IntrinsicAttrs::new(name, d.fmf);
                a.arg_aligns.clone_from(&d.arg_aligns);
                Attrs::Intrinsic(a)
            }
            (Format::Asm, Prefix::Asm(template, constraints)) => Attrs::Asm(Box::new(AsmData {
                template,
                constraints,
                side_effect: d.sideeffect,
                convergent: d.convergent,
            })),
            (Format::Switch, _) => Attrs::Switch(Vec::new()),
            _ => {
                return self.err(
                    pos,
                    format!("internal error: malformed attributes for {opcode}"),
                )
            }
        })
    }

    /// A constant; integers and decimal floats are typed later.
    pub(super) fn const_ast(&mut self, depth: u32) -> PResult<ConstAst> {
        if depth > MAX_DEPTH {
            return self.err(
                self.pos(),
                format!("constant nested more than {MAX_DEPTH} levels deep"),
            );
        }
        let pos = self.pos();
        match self.peek() {
            Tok::Num(s) => {
                let s = s.to_string();
                self.bump();
                if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                    return u64::from_str_radix(hex, 16)
                        .map(ConstAst::Bits)
                        .or_else(|_| {
                            self.err(pos, format!("float bit pattern `{s}` does not fit 64 bits"))
                        });
                }
                if s.starts_with("-0x") || s.starts_with("-0X") {
                    return self.err(
                        pos,
                        format!("expected a constant, found negative bit pattern `{s}`"),
                    );
                }
                if s.contains(['.', 'e', 'E']) {
                    return Ok(ConstAst::Float(s, pos));
                }
                Ok(ConstAst::Int(s, pos))
            }
            Tok::Ident(w) => {
                let c = match *w {
                    "true" | "false" => ConstAst::Int(w.to_string(), pos),
                    "null" => ConstAst::Null,
                    "zero" => ConstAst::Zero,
                    "undef" => ConstAst::Undef,
                    "poison" => ConstAst::Poison,
                    _ => return self.expected("a constant"),
                };
                self.bump();
                Ok(c)
            }
            Tok::CStr(b) => {
                let b = b.clone();
                self.bump();
                Ok(ConstAst::Bytes(b))
            }
            Tok::Punct(b'[') => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat_punct(b']') {
                    loop {
                        items.push(self.const_ast(depth + 1)?);
                        if self.eat_punct(b']') {
                            break;
                        }
                        self.expect_punct(b',')?;
                    }
                }
                Ok(ConstAst::Aggregate(items))
            }
            Tok::Sym(_) => match self.symbol("a symbol")?.0 {
                Symbol::Func(f) => {
                    if self.is_punct(b'+') || self.is_punct(b'-') {
                        return self.err(self.pos(), "expected no offset after a function address");
                    }
                    Ok(ConstAst::Func(f))
                }
                Symbol::Global(g) => {
                    let neg = self.is_punct(b'-');
                    if !neg && !self.is_punct(b'+') {
                        return Ok(ConstAst::Global(g, 0));
                    }
                    self.bump();
                    let opos = self.pos();
                    let mag = self.uint("a byte offset", 1 << 63)? as i128;
                    let off = if neg { -mag } else { mag };
                    let off = i64::try_from(off)
                        .or_else(|_| self.err(opos, "offset does not fit 64 bits"))?;
                    Ok(ConstAst::Global(g, off))
                }
            },
            _ => self.expected("a constant"),
        }
    }

    /// Gives a parsed constant its value under type `ty` (when known).
    pub(super) fn interpret_const(&self, c: &ConstAst, ty: Option<Type>) -> PResult<Const> {
        Ok(match c {
            ConstAst::Int(s, pos) => Const::Int(parse_int(s, ty).or_else(|m| self.err(*pos, m))?),
            ConstAst::Float(s, pos) => {
                let bits = match ty {
                    Some(Type::F32) => s.parse::<f32>().ok().map(|f| f.to_bits() as u64),
                    Some(Type::F64) => s.parse::<f64>().ok().map(f64::to_bits),
                    _ => {
                        let t = ty.map_or("an unknown type".to_string(), |t| format!("`{t}`"));
                        return self.err(
                            *pos,
                            format!("expected a hex bit pattern for a float of {t}, found `{s}`"),
                        );
                    }
                };
                Const::Float(
                    bits.map_or_else(|| self.err(*pos, format!("malformed float `{s}`")), Ok)?,
                )
            }
            ConstAst::Bits(b) => Const::Float(*b),
            ConstAst::Null => Const::Null,
            ConstAst::Zero => Const::Zero,
            ConstAst::Undef => Const::Undef,
            ConstAst::Poison => Const::Poison,
            ConstAst::Aggregate(items) => Const::Aggregate(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| self.interpret_const(item, member_type(ty, i)))
                    .collect::<PResult<_>>()?,
            ),
            ConstAst::Bytes(b) => Const::Bytes(b.clone()),
            ConstAst::Global(g, off) => Const::GlobalAddr(*g, *off),
            ConstAst::Func(f) => Const::FuncAddr(*f),
        })
    }
}
