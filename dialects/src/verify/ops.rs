//! Typing rules of each opcode.
//!
//! "Vector forms" below are fixed vectors whose lanes obey the scalar rule;
//! a vector operand then requires a vector result of the same lane count.
//!
//! | opcode | operands | result |
//! |---|---|---|
//! | int binary (`add` ... `xor`) | `a: T, b: T`, T int or int vector | T |
//! | float binary (`fadd` ... `frem`) | `a: T, b: T`, T float or float vector | T |
//! | `fneg` | `a: T` float | T |
//! | `icmp` | `a: T, b: T`, T int or ptr (vector forms) | i1 / `<N x i1>` |
//! | `fcmp` | `a: T, b: T`, T float (vector forms) | i1 / `<N x i1>` |
//! | `select` | `c: i1 or <N x i1>, a: T, b: T` | T |
//! | casts | one operand, kind and width rules of LLVM | required |
//! | `freeze` | `a: T` | T |
//! | `const` | none; payload fits the result type | required |
//! | `addr` | none; symbol exists | `ptr<AS>` (a global's AS) |
//! | `ptradd` | `p: ptr, off: int` | type of `p` |
//! | `load` | `p: ptr` | required |
//! | `store` | `v, p: ptr` | none |
//! | `alloca` | `count: int` | a pointer |
//! | `atomicrmw` | `p: ptr, v: T` (int, float for f-ops, any for xchg) | T |
//! | `cmpxchg` | `p: ptr, expected: T, new: T`, T int or ptr | `{T, i1}` |
//! | `fence` | none | none |
//! | `extractelement` | `v: <N x T>, idx: int` | T |
//! | `insertelement` | `v: <N x T>, x: T, idx: int` | `<N x T>` |
//! | `shufflevector` | `a: <N x T>, b: <N x T>`; mask lanes in `-1..2N` | `<len(mask) x T>` |
//! | `extractvalue` | `agg`; index path valid | the member type |
//! | `insertvalue` | `agg, x: member` | type of `agg` |
//! | `call` | the callee's parameters (more if variadic) | the callee's return |
//! | `intr` | anything; the name starts with `llvm.` | any |
//! | `asm` | anything | any |
//! | `br` | none; one successor | none |
//! | `condbr` | `c: i1`; two successors | none |
//! | `switch` | `v: int`; default + one successor per distinct case | none |
//! | `ret` | none, or one of the function's return type | none |
//! | `unreachable` | none | none |

use super::Verifier;
use crate::ir::{ty, Attrs, Compound, Const, Inst, MemAttrs, Opcode, RmwOp, Symbol, Type};

/// Lane type and lane count (`None` for non-vectors).
fn shape(t: Type) -> (Type, Option<u32>) {
    match t.as_vector() {
        Some((e, n)) => (e, Some(n)),
        None => (t, None),
    }
}

/// `i1`, or `<N x i1>` for `N` lanes.
fn bool_like(lanes: Option<u32>) -> Type {
    match lanes {
        None => ty::I1,
        Some(n) => Type::vector(ty::I1, n),
    }
}

/// Checks that a type is well formed: integer widths in 1..=128, vectors of
/// at least one int, float or pointer lane, well-formed members.
pub(super) fn type_wf(t: Type) -> Result<(), String> {
    match t {
        Type::Int(w) if w == 0 || w > 128 => Err(format!("integer width {w} is out of range")),
        Type::Compound(_) => match t.as_compound() {
            Some(Compound::Vector { elem, lanes }) => {
                if lanes == 0 {
                    return Err(format!("vector type {t} has no lanes"));
                }
                if !(elem.is_int() || elem.is_float() || elem.is_ptr()) {
                    return Err(format!(
                        "vector lanes must be integers, floats or pointers: {t}"
                    ));
                }
                type_wf(elem)
            }
            Some(Compound::Array { elem, .. }) => type_wf(elem),
            Some(Compound::Struct { fields, .. }) => fields.into_iter().try_for_each(type_wf),
            None => Err("unknown compound type".into()),
        },
        _ => Ok(()),
    }
}

/// Checks that a constant payload fits type `t`.
pub(super) fn const_fits(c: &Const, t: Type) -> Result<(), String> {
    match c {
        Const::Zero | Const::Undef | Const::Poison => Ok(()),
        Const::Int(x) => match t {
            Type::Int(w) if w >= 128 || x >> w == 0 => Ok(()),
            Type::Int(_) => Err(format!("integer constant {x} does not fit {t}")),
            _ => Err(format!("integer constant for non-integer type {t}")),
        },
        Const::Float(bits) => {
            if !t.is_float() {
                return Err(format!("float constant for non-float type {t}"));
            }
            if t.bits() < 64 && bits >> t.bits() != 0 {
                return Err(format!("float bit pattern {bits:#x} does not fit {t}"));
            }
            Ok(())
        }
        Const::Null if t.is_ptr() => Ok(()),
        Const::Null => Err(format!("null constant for non-pointer type {t}")),
        Const::Aggregate(items) => {
            let (n, member): (u64, Box<dyn Fn(usize) -> Type>) = match t.as_compound() {
                Some(Compound::Struct { fields, .. }) => {
                    (fields.len() as u64, Box::new(move |i| fields[i]))
                }
                Some(Compound::Array { elem, len }) => (len, Box::new(move |_| elem)),
                Some(Compound::Vector { elem, lanes }) => (lanes as u64, Box::new(move |_| elem)),
                None => return Err(format!("aggregate constant for scalar type {t}")),
            };
            if items.len() as u64 != n {
                return Err(format!(
                    "aggregate constant has {} members, but {t} has {n}",
                    items.len()
                ));
            }
            items
                .iter()
                .enumerate()
                .try_for_each(|(i, c)| const_fits(c, member(i)))
        }
        Const::Bytes(b) => match t.as_compound() {
            Some(Compound::Array { elem, len }) if elem == ty::I8 && len == b.len() as u64 => {
                Ok(())
            }
            _ => Err(format!("a string of {} bytes does not fit {t}", b.len())),
        },
        Const::GlobalAddr(..) | Const::FuncAddr(_) => {
            Err("address constants are only allowed in global initializers".into())
        }
    }
}

/// Checks the kind and width rules of a cast from `from` to `to`.
fn check_cast(op: Opcode, from: Type, to: Type) -> Result<(), String> {
    let bad = |why: &str| {
        Err(format!(
            "invalid {} from {from} to {to}: {why}",
            op.llvm_name()
        ))
    };
    let (fe, fl) = shape(from);
    let (te, tl) = shape(to);
    if op == Opcode::Bitcast {
        if from.is_aggregate() || to.is_aggregate() {
            return bad("aggregates cannot be bitcast");
        }
        if fe.is_ptr() || te.is_ptr() {
            if !(fe.is_ptr() && te.is_ptr()) || fl != tl {
                return bad("pointers convert only to pointers of the same shape");
            }
            if fe != te {
                return bad("address spaces differ (use addrspacecast)");
            }
            return Ok(());
        }
        if from.bits() != to.bits() {
            return bad("bit sizes differ");
        }
        return Ok(());
    }
    if fl != tl {
        return bad("lane counts differ");
    }
    use Opcode::*;
    let (kinds_ok, what) = match op {
        Trunc | ZExt | SExt => (fe.is_int() && te.is_int(), "integer to integer"),
        FPTrunc | FPExt => (fe.is_float() && te.is_float(), "float to float"),
        FPToUI | FPToSI => (fe.is_float() && te.is_int(), "float to integer"),
        UIToFP | SIToFP => (fe.is_int() && te.is_float(), "integer to float"),
        PtrToInt => (fe.is_ptr() && te.is_int(), "pointer to integer"),
        IntToPtr => (fe.is_int() && te.is_ptr(), "integer to pointer"),
        AddrSpaceCast => (fe.is_ptr() && te.is_ptr(), "pointer to pointer"),
        _ => (false, "a cast"),
    };
    if !kinds_ok {
        return bad(&format!("expects {what}"));
    }
    match op {
        Trunc | FPTrunc if te.bits() >= fe.bits() => bad("the result must be narrower"),
        ZExt | SExt | FPExt if te.bits() <= fe.bits() => bad("the result must be wider"),
        _ => Ok(()),
    }
}

/// The type reached by following an `extractvalue`/`insertvalue` path.
fn member_type(agg: Type, path: &[u32]) -> Result<Type, String> {
    if path.is_empty() {
        return Err("the index list is empty".into());
    }
    let mut t = agg;
    for &i in path {
        t = match t.as_compound() {
            Some(Compound::Struct { fields, .. }) => match fields.get(i as usize) {
                Some(&f) => f,
                None => return Err(format!("index {i} is out of range for {t}")),
            },
            Some(Compound::Array { elem, len }) if (i as u64) < len => elem,
            Some(Compound::Array { .. }) => {
                return Err(format!("index {i} is out of range for {t}"))
            }
            _ => return Err(format!("cannot index into non-aggregate type {t}")),
        };
    }
    Ok(t)
}

/// Collects the messages of one instruction.
struct Check<'t> {
    errs: Vec<String>,
    tys: &'t [Type],
    res: Option<Type>,
}

impl Check<'_> {
    fn fail(&mut self, msg: String) {
        self.errs.push(msg);
    }

    /// Checks the operand count.
    fn arity(&mut self, n: usize) -> bool {
        let found = self.tys.len();
        if found != n {
            let s = if n == 1 { "" } else { "s" };
            self.fail(format!("expected {n} operand{s}, found {found}"));
            return false;
        }
        true
    }

    fn no_result(&mut self) {
        if let Some(t) = self.res {
            self.fail(format!("must not have a result (found one of type {t})"));
        }
    }

    fn need_result(&mut self) -> Option<Type> {
        if self.res.is_none() {
            self.fail("expected a result".into());
        }
        self.res
    }

    fn result_is(&mut self, t: Type) {
        match self.res {
            None => self.fail(format!("expected a result of type {t}")),
            Some(r) if r != t => self.fail(format!("result type {r} differs from expected {t}")),
            Some(_) => {}
        }
    }

    /// Two operands of one type; returns it.
    fn same_pair(&mut self) -> Option<Type> {
        if !self.arity(2) {
            return None;
        }
        let (a, b) = (self.tys[0], self.tys[1]);
        if a != b {
            self.fail(format!("operand types differ: {a} vs {b}"));
            return None;
        }
        Some(a)
    }

    fn ptr_operand(&mut self, n: usize, what: &str) {
        if let Some(&t) = self.tys.get(n) {
            if !t.is_ptr() {
                self.fail(format!("{what} must be a pointer, found {t}"));
            }
        }
    }

    fn int_operand(&mut self, n: usize, what: &str) {
        if let Some(&t) = self.tys.get(n) {
            if !t.is_int() {
                self.fail(format!("{what} must be an integer, found {t}"));
            }
        }
    }

    fn align(&mut self, align: u32) {
        if align != 0 && !align.is_power_of_two() {
            self.fail(format!("alignment {align} is not a power of two"));
        }
    }

    fn succ_count(&mut self, found: usize, want: usize) {
        if found != want {
            self.fail(format!("expected {want} successors, found {found}"));
        }
    }
}

impl Verifier<'_> {
    /// Typing rules of `inst`, whose operands all exist. `format_ok` says
    /// whether the attribute payload matches the opcode (payload-dependent
    /// checks are skipped otherwise). Each family of opcodes has its rules
    /// in one method below; an opcode matches in exactly one.
    pub(super) fn check_op(&self, inst: Inst, format_ok: bool) -> Vec<String> {
        let dfg = self.dfg;
        let data = &dfg.insts[inst];
        let op = data.opcode;
        let tys: Vec<Type> = dfg
            .inst_args(inst)
            .iter()
            .map(|&a| dfg.values[a].ty)
            .collect();
        let res = dfg.results[inst]
            .and_then(|r| dfg.values.get(r))
            .map(|v| v.ty);
        let mut c = Check {
            errs: Vec::new(),
            tys: &tys,
            res,
        };
        let attrs = if format_ok { Some(&data.attrs) } else { None };
        let nsuccs = data.succs.len();
        if op.is_terminator() {
            c.no_result();
        }
        self.check_values(op, &mut c, attrs);
        self.check_memory(op, &mut c, attrs);
        self.check_atomics(op, &mut c, attrs);
        self.check_aggregates(op, &mut c, attrs);
        self.check_calls(op, &mut c, attrs);
        self.check_control(op, &mut c, attrs, nsuccs);
        c.errs
    }

    /// Typing rules: arithmetic, comparisons, selects, casts and constants.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_values(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            _ if op.is_binary() => {
                if let Some(t) = c.same_pair() {
                    let float = op.is_float_binary();
                    if float && !t.scalar().is_float() {
                        c.fail(format!("expects float operands, found {t}"));
                    } else if !float && !t.scalar().is_int() {
                        c.fail(format!("expects integer operands, found {t}"));
                    }
                    c.result_is(t);
                } else {
                    c.need_result();
                }
            }
            MadLo => {
                if c.arity(3) {
                    let t = tys[0];
                    if !matches!(t, Type::Int(16 | 32 | 64)) || tys[1] != t || tys[2] != t {
                        c.fail(format!(
                            "expects three i16, i32 or i64 operands of one type, found {}, {}, {}",
                            tys[0], tys[1], tys[2]
                        ));
                    }
                    c.result_is(t);
                } else {
                    c.need_result();
                }
            }
            MulWideS | MulWideU => {
                if let Some(t) = c.same_pair() {
                    match t {
                        Type::Int(w @ (16 | 32)) => c.result_is(Type::Int(2 * w)),
                        _ => c.fail(format!("expects i16 or i32 operands, found {t}")),
                    }
                } else {
                    c.need_result();
                }
            }
            FNeg => {
                if c.arity(1) {
                    let t = tys[0];
                    if !t.scalar().is_float() {
                        c.fail(format!("expects a float operand, found {t}"));
                    }
                    c.result_is(t);
                }
            }
            ICmp | FCmp => {
                if let Some(t) = c.same_pair() {
                    let (e, lanes) = shape(t);
                    let ok = if op == ICmp {
                        e.is_int() || e.is_ptr()
                    } else {
                        e.is_float()
                    };
                    if !ok {
                        let want = if op == ICmp {
                            "integer or pointer"
                        } else {
                            "float"
                        };
                        c.fail(format!("expects {want} operands, found {t}"));
                    }
                    c.result_is(bool_like(lanes));
                } else {
                    c.need_result();
                }
            }
            Select => {
                if c.arity(3) {
                    let (ce, cl) = shape(tys[0]);
                    if ce != ty::I1 {
                        c.fail(format!(
                            "the condition must be i1 or a vector of i1, found {}",
                            tys[0]
                        ));
                    }
                    let (a, b) = (tys[1], tys[2]);
                    if a != b {
                        c.fail(format!("operand types differ: {a} vs {b}"));
                    } else if cl.is_some() && shape(a).1 != cl {
                        c.fail(format!(
                            "a {} condition needs operands with as many lanes, found {a}",
                            tys[0]
                        ));
                    }
                    c.result_is(a);
                }
            }
            _ if op.is_cast() => {
                let r = c.need_result();
                if c.arity(1) {
                    if let Some(r) = r {
                        if let Err(e) = check_cast(op, tys[0], r) {
                            c.fail(e);
                        }
                    }
                }
            }
            Freeze => {
                if c.arity(1) {
                    c.result_is(tys[0]);
                }
            }
            Const => {
                c.arity(0);
                if let (Some(r), Some(Attrs::Const(k))) = (c.need_result(), attrs) {
                    if let Err(e) = const_fits(k, r) {
                        c.fail(e);
                    }
                }
            }
            _ => {}
        }
    }

    /// Typing rules: addresses, loads, stores and allocations.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_memory(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            Addr => {
                c.arity(0);
                let r = c.need_result();
                match attrs {
                    Some(Attrs::Symbol(Symbol::Global(g))) => match self.m.globals.get(*g) {
                        None => c.fail(format!("global {g} does not exist")),
                        Some(gl) => {
                            let want = Type::Ptr(gl.addrspace);
                            if r.is_some_and(|r| r != want) {
                                c.fail(format!(
                                    "@{} lives in address space {}, so the result must be {want}",
                                    gl.name, gl.addrspace
                                ));
                            }
                        }
                    },
                    Some(Attrs::Symbol(Symbol::Func(f))) => {
                        if self.m.funcs.get(*f).is_none() {
                            c.fail(format!("function {f} does not exist"));
                        }
                        if let Some(r) = r.filter(|r| !r.is_ptr()) {
                            c.fail(format!("the result must be a pointer, found {r}"));
                        }
                    }
                    _ => {}
                }
            }
            PtrAdd => {
                if c.arity(2) {
                    let (p, off) = (tys[0], tys[1]);
                    let (pe, pl) = shape(p);
                    let (oe, ol) = shape(off);
                    if !pe.is_ptr() {
                        c.fail(format!("the base must be a pointer, found {p}"));
                    }
                    if !oe.is_int() || (ol.is_some() && ol != pl) {
                        c.fail(format!("the offset must be an integer, found {off}"));
                    }
                    c.result_is(p);
                } else {
                    c.need_result();
                }
            }
            Load => {
                c.arity(1);
                c.ptr_operand(0, "the address");
                c.need_result();
                if let Some(Attrs::Mem(MemAttrs { align, .. })) = attrs {
                    c.align(*align);
                }
            }
            Store => {
                c.arity(2);
                c.ptr_operand(1, "the address (second operand)");
                c.no_result();
                if let Some(Attrs::Mem(MemAttrs { align, .. })) = attrs {
                    c.align(*align);
                }
            }
            Alloca => {
                c.arity(1);
                c.int_operand(0, "the element count");
                if let Some(r) = c.need_result().filter(|r| !r.is_ptr()) {
                    c.fail(format!("the result must be a pointer, found {r}"));
                }
                if let Some(Attrs::Alloca(t, align)) = attrs {
                    if let Err(e) = type_wf(*t) {
                        c.fail(format!("element type: {e}"));
                    }
                    c.align(*align);
                }
            }
            _ => {}
        }
    }

    /// Typing rules: atomics and fences.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_atomics(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            AtomicRmw => {
                if c.arity(2) {
                    c.ptr_operand(0, "the address");
                    let v = tys[1];
                    c.result_is(v);
                    if let Some(Attrs::Rmw(rmw)) = attrs {
                        let ok = match rmw.op {
                            RmwOp::Xchg => v.is_int() || v.is_float() || v.is_ptr(),
                            op if op.is_float() => v.scalar().is_float(),
                            _ => v.is_int(),
                        };
                        if !ok {
                            c.fail(format!(
                                "atomicrmw {} cannot operate on {v}",
                                rmw.op.keyword()
                            ));
                        }
                        c.align(rmw.align);
                    }
                } else {
                    c.need_result();
                }
            }
            CmpXchg => {
                if c.arity(3) {
                    c.ptr_operand(0, "the address");
                    let (e, n) = (tys[1], tys[2]);
                    if e != n {
                        c.fail(format!("operand types differ: {e} vs {n}"));
                    } else if !(e.is_int() || e.is_ptr()) {
                        c.fail(format!(
                            "cmpxchg operates on integers or pointers, found {e}"
                        ));
                    }
                    c.result_is(Type::structure(vec![e, ty::I1], false));
                    if let Some(Attrs::CmpXchg(x)) = attrs {
                        c.align(x.align);
                    }
                } else {
                    c.need_result();
                }
            }
            Fence => {
                c.arity(0);
                c.no_result();
            }
            _ => {}
        }
    }

    /// Typing rules: vector lanes, shuffles and aggregate members.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_aggregates(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            ExtractElement | InsertElement => {
                let n = if op == ExtractElement { 2 } else { 3 };
                if c.arity(n) {
                    let v = tys[0];
                    c.int_operand(n - 1, "the lane index");
                    match v.as_vector() {
                        None => c.fail(format!("the first operand must be a vector, found {v}")),
                        Some((elem, _)) if op == ExtractElement => c.result_is(elem),
                        Some((elem, _)) => {
                            if tys[1] != elem {
                                c.fail(format!(
                                    "the inserted value has type {}, but lanes are {elem}",
                                    tys[1]
                                ));
                            }
                            c.result_is(v);
                        }
                    }
                } else {
                    c.need_result();
                }
            }
            ShuffleVector => {
                let pair = c.same_pair();
                let r = c.need_result();
                if let (Some(t), Some(Attrs::Shuffle(mask))) = (pair, attrs) {
                    match t.as_vector() {
                        None => c.fail(format!("operands must be vectors, found {t}")),
                        Some((elem, lanes)) => {
                            let limit = 2 * lanes as i64;
                            if let Some(&m) = mask.iter().find(|&&m| m < -1 || m as i64 >= limit) {
                                c.fail(format!("mask lane {m} is out of range for two {t}"));
                            }
                            if mask.is_empty() {
                                c.fail("the mask is empty".into());
                            } else if r.is_some() {
                                c.result_is(Type::vector(elem, mask.len() as u32));
                            }
                        }
                    }
                }
            }
            ExtractValue | InsertValue => {
                let n = if op == ExtractValue { 1 } else { 2 };
                if c.arity(n) {
                    if let Some(Attrs::Indices(path)) = attrs {
                        match member_type(tys[0], path) {
                            Err(e) => {
                                c.fail(e);
                                c.need_result();
                            }
                            Ok(m) if op == ExtractValue => c.result_is(m),
                            Ok(m) => {
                                if tys[1] != m {
                                    c.fail(format!(
                                        "the inserted value has type {}, but the member is {m}",
                                        tys[1]
                                    ));
                                }
                                c.result_is(tys[0]);
                            }
                        }
                    }
                } else {
                    c.need_result();
                }
            }
            _ => {}
        }
    }

    /// Typing rules: calls, intrinsics and inline asm.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_calls(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            Call => {
                if let Some(Attrs::Call(call)) = attrs {
                    match self.m.funcs.get(call.callee) {
                        None => c.fail(format!("callee {} does not exist", call.callee)),
                        Some(f) => {
                            let np = f.params.len();
                            if tys.len() < np || (tys.len() > np && !f.variadic) {
                                c.fail(format!(
                                    "call to @{} passes {} arguments, expected {np}",
                                    f.name,
                                    tys.len()
                                ));
                            }
                            for (i, (&a, &p)) in tys.iter().zip(&f.params).enumerate() {
                                if a != p {
                                    c.fail(format!("argument {i} of the call to @{} has type {a}, expected {p}", f.name));
                                }
                            }
                            match f.ret {
                                None => c.no_result(),
                                Some(t) => c.result_is(t),
                            }
                        }
                    }
                }
            }
            Intrinsic => {
                if let Some(Attrs::Intrinsic(x)) = attrs {
                    if !crate::ir::intrinsics::is_intrinsic_name(&x.name) {
                        c.fail(format!(
                            "intrinsic name `{}` does not start with `llvm.`",
                            x.name
                        ));
                    } else if let Err(msg) =
                        crate::ir::intrinsics::check_signature(&x.name, c.tys, c.res)
                    {
                        c.fail(msg);
                    }
                }
            }
            CallIndirect => {
                if let Some(Attrs::CallIndirect(sig)) = attrs {
                    match tys.split_first() {
                        Some((callee, args)) if callee.is_ptr() => {
                            if args != sig.params.as_slice() {
                                c.fail(format!(
                                    "indirect call passes ({}), its signature says ({})",
                                    args.iter()
                                        .map(|t| t.to_string())
                                        .collect::<Vec<_>>()
                                        .join(", "),
                                    sig.params
                                        .iter()
                                        .map(|t| t.to_string())
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                ));
                            }
                        }
                        _ => c.fail("an indirect call's first operand must be a pointer".into()),
                    }
                    match sig.ret {
                        None => c.no_result(),
                        Some(t) => c.result_is(t),
                    }
                }
            }
            InlineAsm => {}
            _ => {}
        }
    }

    /// Typing rules: branches, switches and returns.
    // The arms call `Check` methods that record errors, so their conditions
    // cannot move into match guards.
    #[allow(clippy::collapsible_match)]
    fn check_control(&self, op: Opcode, c: &mut Check<'_>, attrs: Option<&Attrs>, nsuccs: usize) {
        use Opcode::*;
        let tys = c.tys;
        match op {
            Br => {
                c.arity(0);
                c.succ_count(nsuccs, 1);
            }
            CondBr => {
                if c.arity(1) && tys[0] != ty::I1 {
                    c.fail(format!("the condition must be i1, found {}", tys[0]));
                }
                c.succ_count(nsuccs, 2);
            }
            Switch => {
                if c.arity(1) {
                    c.int_operand(0, "the switch value");
                }
                if nsuccs == 0 {
                    c.fail("a switch needs at least a default successor".into());
                }
                if let Some(Attrs::Switch(cases)) = attrs {
                    if nsuccs > 0 && cases.len() != nsuccs - 1 {
                        c.fail(format!(
                            "{} case values for {} successors (expected one per successor after the default)",
                            cases.len(),
                            nsuccs
                        ));
                    }
                    if let Some(&Type::Int(w)) = tys.first() {
                        if let Some(&x) = cases.iter().find(|&&x| w < 128 && x >> w != 0) {
                            c.fail(format!("case value {x} does not fit i{w}"));
                        }
                    }
                    let mut sorted = cases.clone();
                    sorted.sort_unstable();
                    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
                        c.fail(format!("duplicate case value {}", w[0]));
                    }
                }
            }
            Ret => {
                c.succ_count(nsuccs, 0);
                match self.func.ret {
                    None => {
                        if !tys.is_empty() {
                            c.fail(format!(
                                "the function returns void, but ret has {} operands",
                                tys.len()
                            ));
                        }
                    }
                    Some(t) => {
                        if c.arity(1) && tys[0] != t {
                            c.fail(format!("returns {}, but the function returns {t}", tys[0]));
                        }
                    }
                }
            }
            Unreachable => {
                c.arity(0);
                c.succ_count(nsuccs, 0);
            }
            _ => {}
        }
    }
}
