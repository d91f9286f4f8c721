//! `byval` parameters read in place. A kernel's by-value struct is in the
//! `.param` space already; when the kernel only loads from it (through any
//! chain of `ptradd`s), the loads become `ld.param` at `[name+off]` (or
//! through `mov.u64 %rd, name` for variable indices) and no local copy is
//! made, as libNVVM and llc do (llc's NVPTXLowerArgs). A device function
//! reads its own `.param` array the same way when every load is at a
//! constant offset.
//! Anything else done with the pointer (a store, an atomic, passing or
//! comparing it, a volatile or atomic load) keeps the copy: the `.param`
//! space of a kernel is read-only and has no generic address before PTX 7.7.
//!
//! From sm_70 (PTX 7.7), a parameter whose pointer is only read
//! (`dialects::byvalcopy::only_read`: loaded, compared or copied from), but
//! through a `select` or a block parameter as well as `ptradd`s (CUB's
//! `InputValue`: `is_future ? *ptr : value`, loaded through the chosen
//! pointer), takes its generic address with `cvta.param` and is read with
//! generic loads, as libNVVM does, instead of being copied to the local
//! depot (a 16-byte frame in CUB's DeviceScanKernel).

use rustc_hash::FxHashMap;

use super::func::FnSel;
use dialects::ir::*;

impl FnSel<'_> {
    /// Finds the byval parameters that are only loaded from and records
    /// their `.param` names (kernels and device functions alike: a
    /// function's own `.param` array is readable with `ld.param`, directly
    /// or through `mov.u64 %rd, name`, as llc reads it); for kernels, also
    /// those only read through selects and block parameters.
    pub(crate) fn plan_byval_in_place(&mut self) {
        let Some(entry) = self.body.entry() else {
            return;
        };
        let params = self.dfg.block_params(entry).to_vec();
        if params.len() != self.func.params.len() {
            return;
        }
        let mut uses: FxHashMap<Value, Vec<(Inst, usize)>> = FxHashMap::default();
        for i in self.body.all_insts() {
            for (k, &a) in self.args(i).iter().enumerate() {
                uses.entry(a).or_default().push((i, k));
            }
            for s in &self.dfg.insts[i].succs {
                for &a in self.dfg.call_args(s) {
                    // A branch argument: the pointer escapes the chain.
                    uses.entry(a).or_default().push((i, usize::MAX));
                }
            }
        }
        // `cvta.param` names kernel parameters only (`.param::entry`).
        let generic_ok = self.func.kernel && self.cx.target.sm >= 70;
        for (k, &v) in params.iter().enumerate() {
            let byval = self.func.param_attrs.get(k).and_then(|a| a.byval);
            if byval.is_none() || self.ty(v) != Type::Ptr(0) {
                continue;
            }
            if self.only_loaded(v, &uses) {
                let name = self.out.params[k].name.clone();
                self.in_place.insert(v, name);
            } else if generic_ok && dialects::byvalcopy::only_read(self.body, v, &uses) {
                self.generic_params.insert(v);
            }
        }
    }

    /// True when every use of `v`, followed through `ptradd`s (as their
    /// base), is the address of a plain load. In a device function every
    /// offset must be a constant too, so that each load reads
    /// `[name+off]`: the address of a function's own `.param` array
    /// (`mov.u64 %rd, name`), which ptxas takes, is not something the PTX
    /// interpreter models.
    fn only_loaded(&self, v: Value, uses: &FxHashMap<Value, Vec<(Inst, usize)>>) -> bool {
        let mut work = vec![v];
        while let Some(p) = work.pop() {
            for &(i, k) in uses.get(&p).map_or(&[][..], |u| u.as_slice()) {
                match (self.dfg.insts[i].opcode, k) {
                    (Opcode::Load, 0) => {
                        let Attrs::Mem(ma) = self.attrs(i) else {
                            return false;
                        };
                        if ma.volatile || ma.ordering.is_some() {
                            return false;
                        }
                    }
                    (Opcode::PtrAdd, 0) if self.ty(p).as_vector().is_none() => {
                        let offset = self.args(i).get(1).copied();
                        if !self.func.kernel
                            && offset.is_none_or(|o| self.dfg.int_const(o).is_none())
                        {
                            return false;
                        }
                        match self.dfg.inst_result(i) {
                            Some(r) => work.push(r),
                            None => return false,
                        }
                    }
                    _ => return false,
                }
            }
        }
        true
    }

    /// The `.param` name of the in-place byval parameter `p` is derived
    /// from, if it is.
    pub(crate) fn param_root(&self, p: Value) -> Option<&str> {
        let mut v = p;
        loop {
            if let Some(name) = self.in_place.get(&v) {
                return Some(name);
            }
            let i = self.def_inst(v)?;
            if self.dfg.insts[i].opcode != Opcode::PtrAdd {
                return None;
            }
            v = *self.args(i).first()?;
        }
    }
}
