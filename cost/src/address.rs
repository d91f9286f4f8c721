//! Address values that share a base register with another address.
//!
//! PTX addresses are `[reg+imm]`: two pointers that differ by a constant
//! need one register between them. The IR spells every address out (the
//! importer lowers each GEP to `ptradd` with its own offset arithmetic, and
//! clang's LICM hoists all of them out of loops), so counting each as a
//! register wildly overstates pressure in tiled kernels: sgemm_reg4x4 keeps
//! 68 loop-invariant shared-memory addresses live that are 16 bases plus
//! immediate offsets.
//!
//! Invariants:
//! - integer and pointer values get an affine form `Σ coef·atom + k` over
//!   opaque atoms (parameters, loads, special registers, divisions, ...),
//!   through add/sub/mul-or-shl-by-constant/ptradd/extensions/casts/freeze
//!   and `or x, c` (which clang emits for a disjoint add); wrapping and
//!   overlapping bits are ignored: this is a register-count model, never a
//!   rewrite;
//!   forms with more than [`MAX_TERMS`] atoms become atoms themselves;
//! - pointers of one type whose forms differ only in `k` form a group; the
//!   first member in layout order is the group's register, and every other
//!   member all of whose uses are memory addresses (load/atomic pointer,
//!   store pointer) and whose definition the leader's dominates is mapped
//!   to it: its uses become uses of the base and it occupies no register of
//!   its own;
//! - constants (see `pressure::constant_values`) are never grouped: they
//!   need no register at all.

use cranelift_entity::SecondaryMap;
use dialects::analysis::DomTree;
use dialects::ir::{Body, Opcode, Value, ValueDef};
use std::collections::BTreeMap;

/// Atoms an affine form may have before it is treated as opaque.
pub const MAX_TERMS: usize = 4;

#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct Affine {
    /// (atom, coefficient), sorted by atom, no zero coefficients.
    terms: Vec<(Value, i64)>,
    k: i64,
}

impl Affine {
    fn atom(v: Value) -> Affine {
        Affine {
            terms: vec![(v, 1)],
            k: 0,
        }
    }

    fn constant(k: i64) -> Affine {
        Affine {
            terms: Vec::new(),
            k,
        }
    }

    fn add(&self, o: &Affine, sign: i64) -> Option<Affine> {
        let mut m: BTreeMap<Value, i64> = self.terms.iter().copied().collect();
        for &(v, c) in &o.terms {
            let e = m.entry(v).or_insert(0);
            *e = e.checked_add(c.checked_mul(sign)?)?;
        }
        let terms: Vec<(Value, i64)> = m.into_iter().filter(|&(_, c)| c != 0).collect();
        (terms.len() <= MAX_TERMS).then_some(())?;
        Some(Affine {
            terms,
            k: self.k.checked_add(o.k.checked_mul(sign)?)?,
        })
    }

    fn scale(&self, s: i64) -> Option<Affine> {
        let terms = self
            .terms
            .iter()
            .map(|&(v, c)| Some((v, c.checked_mul(s)?)))
            .collect::<Option<Vec<_>>>()?;
        Some(Affine {
            terms: terms.into_iter().filter(|&(_, c)| c != 0).collect(),
            k: self.k.checked_mul(s)?,
        })
    }
}

/// The integer value of a constant instruction result, sign-extended from
/// its width (truncated to 64 bits).
fn const_int(body: &Body, v: Value) -> Option<i64> {
    body.dfg.int_const(v).map(|(x, _)| x as i64)
}

/// Maps each address value that can use another's register (plus an
/// immediate) to that value; see the module invariants.
pub fn shared_address_bases(
    body: &Body,
    constant: &SecondaryMap<Value, bool>,
) -> SecondaryMap<Value, Option<Value>> {
    let dfg = &body.dfg;
    let insts = body.all_insts();
    let mut form: SecondaryMap<Value, Option<Affine>> = SecondaryMap::new();
    let get = |form: &SecondaryMap<Value, Option<Affine>>, v: Value| -> Affine {
        if let Some(k) = const_int(body, v) {
            return Affine::constant(k);
        }
        form[v].clone().unwrap_or_else(|| Affine::atom(v))
    };
    // Block parameters and function parameters are atoms (the default).
    // Instructions in layout order: the importer lays blocks out in reverse
    // postorder, so operands of non-phi values are formed first; anything
    // not formed yet is an atom.
    for &i in &insts {
        let Some(r) = dfg.results.get(i).copied().flatten() else {
            continue;
        };
        let ty = dfg.value_type(r);
        if !(ty.is_int() || ty.is_ptr()) {
            continue;
        }
        let args = dfg.inst_args(i);
        if args.iter().any(|&a| !dfg.values.is_valid(a)) {
            continue;
        }
        let a = |n: usize| get(&form, args[n]);
        let c = |n: usize| const_int(body, args[n]);
        use Opcode::*;
        let f = match dfg.insts[i].opcode {
            Add | PtrAdd if args.len() == 2 => a(0).add(&a(1), 1),
            // clang writes `x + c` as `or x, c` when the low bits of x are
            // known zero (`or disjoint` in newer IR).
            Or if args.len() == 2 && c(1).is_some() => a(0).add(&a(1), 1),
            Sub if args.len() == 2 => a(0).add(&a(1), -1),
            // A widening multiply's operands reach it extended, as `sext`
            // and `zext` pass their operand's form through.
            Mul | MulWideS | MulWideU if args.len() == 2 => match (c(0), c(1)) {
                (_, Some(k)) => a(0).scale(k),
                (Some(k), _) => a(1).scale(k),
                _ => None,
            },
            Shl if args.len() == 2 => c(1)
                .filter(|&s| (0..62).contains(&s))
                .and_then(|s| a(0).scale(1i64 << s)),
            SExt | ZExt | Trunc | Freeze | AddrSpaceCast | Bitcast | PtrToInt | IntToPtr
                if args.len() == 1 =>
            {
                Some(a(0))
            }
            _ => None,
        };
        if let Some(f) = f {
            form[r] = Some(f);
        }
    }

    // Which values are only ever used as memory addresses.
    let mut address_only: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut used: SecondaryMap<Value, bool> = SecondaryMap::new();
    for (v, _) in dfg.values.iter() {
        address_only[v] = true;
    }
    for &i in &insts {
        let Some(d) = dfg.insts.get(i) else {
            continue;
        };
        let slot = match d.opcode {
            Opcode::Load | Opcode::AtomicRmw | Opcode::CmpXchg => Some(0),
            Opcode::Store => Some(1),
            _ => None,
        };
        for (k, &a) in dfg.inst_args(i).iter().enumerate() {
            if dfg.values.is_valid(a) {
                used[a] = true;
                if slot != Some(k) {
                    address_only[a] = false;
                }
            }
        }
        for s in &d.succs {
            for &a in dfg.call_args(s) {
                if dfg.values.is_valid(a) {
                    used[a] = true;
                    address_only[a] = false;
                }
            }
        }
    }

    // Group pointers by (type, atoms); the first in layout order leads, and
    // a member joins only where the leader's definition dominates its own
    // (so the leader is available at every use without extending its live
    // range above its definition).
    let dt = DomTree::new(body);
    let def_block = |v: Value| match dfg.values[v].def {
        ValueDef::Result(i) => body.layout.inst_block[i],
        ValueDef::Param(b, _) => Some(b),
    };
    let mut leader: BTreeMap<(String, Vec<(u32, i64)>), Value> = BTreeMap::new();
    let mut out: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for &i in &insts {
        let Some(r) = dfg.results.get(i).copied().flatten() else {
            continue;
        };
        let ty = dfg.value_type(r);
        if !ty.is_ptr() || constant[r] {
            continue;
        }
        let f = get(&form, r);
        if f.terms.is_empty() {
            continue;
        }
        let key = (
            ty.to_string(),
            f.terms.iter().map(|&(v, c)| (v.as_u32(), c)).collect(),
        );
        match leader.get(&key) {
            Some(&l) if address_only[r] && used[r] => {
                if let (Some(lb), Some(rb)) = (def_block(l), def_block(r)) {
                    if dt.dominates(lb, rb) {
                        out[r] = Some(l);
                    }
                }
            }
            Some(_) => {}
            None => {
                leader.insert(key, r);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_differing_by_constants_share_a_base() {
        let src = r#"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %t, i32 %u) {
  %t64 = sext i32 %t to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %t64
  %t16 = add nsw i32 %t, 16
  %t16w = sext i32 %t16 to i64
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %t16w
  %c = getelementptr inbounds i8, ptr addrspace(1) %a, i64 8
  %u64 = sext i32 %u to i64
  %d = getelementptr inbounds float, ptr addrspace(1) %p, i64 %u64
  %x = load float, ptr addrspace(1) %a, align 4
  %y = load float, ptr addrspace(1) %b, align 4
  %z = load float, ptr addrspace(1) %c, align 4
  %w = load float, ptr addrspace(1) %d, align 4
  %s = fadd float %x, %y
  %s2 = fadd float %s, %z
  %s3 = fadd float %s2, %w
  store float %s3, ptr addrspace(1) %b, align 4
  %q = ptrtoint ptr addrspace(1) %c to i64
  ret void
}
"#;
        let m = llvm::import::import("t.ll", src).unwrap();
        let f = &m.funcs[m.func_by_name("k").unwrap()];
        let body = f.body.as_ref().unwrap();
        let constant = crate::pressure::constant_values(body);
        let alias = shared_address_bases(body, &constant);
        let ptrs: Vec<Value> = body
            .all_insts()
            .into_iter()
            .filter(|&i| body.dfg.insts[i].opcode == Opcode::PtrAdd)
            .filter_map(|i| body.dfg.inst_result(i))
            .collect();
        // a, b, c, d in order.
        assert_eq!(ptrs.len(), 4);
        let (a, b, c, d) = (ptrs[0], ptrs[1], ptrs[2], ptrs[3]);
        assert_eq!(alias[a], None); // the leader
        assert_eq!(alias[b], Some(a)); // p + 4t + 64, used by a load and a store
        assert_eq!(alias[c], None); // p + 4t + 8, but also used by ptrtoint
        assert_eq!(alias[d], None); // another atom
    }
}
