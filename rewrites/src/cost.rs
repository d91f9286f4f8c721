//! Per-node costs for extraction, from the cost crate's latency tables.
//!
//! Invariants: costs are finite and non-negative; literals, parameters,
//! states and effect results cost nothing (immediates, or computed by the
//! skeleton anyway); every other node costs at least [`MIN_COST`], so
//! among equally fast programs the one with fewer instructions wins.

use cost::model::DefaultModel;
use cost::opclass::{intrinsic_class, issue_count, nvvm_opcode_class, OpClass};
use cost::tables::Sm;
use dialects::ir::{Attrs, Opcode, Type};

use crate::analysis::Graph;
use crate::lang::{Node, Op};

/// The least cost of an instruction node.
pub const MIN_COST: f64 = 0.05;

/// Node costs for one architecture.
pub struct NodeCost {
    model: DefaultModel,
}

fn refine(class: OpClass, ty: Option<Type>) -> OpClass {
    let f64ty = ty.is_some_and(|t| t.scalar() == Type::F64);
    match class {
        OpClass::FpArith32 if f64ty => OpClass::Fp64,
        OpClass::FpDiv32 if f64ty => OpClass::Fp64Div,
        c => c,
    }
}

impl NodeCost {
    /// Costs for `sm`.
    pub fn new(sm: Sm) -> NodeCost {
        NodeCost {
            model: DefaultModel::new(sm),
        }
    }

    /// The class a node is costed as.
    pub fn class(&self, eg: &Graph, n: &Node) -> Option<OpClass> {
        let ty = n.ty.val();
        match n.op {
            Op::Int(_) | Op::Float(_) | Op::Param { .. } | Op::Phi { .. } | Op::BlockState(_) => {
                None
            }
            Op::Res => None,
            Op::ICmp(_) => Some(OpClass::IntCompare),
            Op::Inst(Opcode::Intrinsic, a) => match eg.analysis.attr(a) {
                Attrs::Intrinsic(i) => {
                    let src = n.args.first().and_then(|&a| eg[a].data.ty.val());
                    Some(intrinsic_class(i, ty, src, 0, false))
                }
                _ => Some(OpClass::Opaque),
            },
            Op::Inst(Opcode::ZExt, _)
                if n.args.first().and_then(|&a| eg[a].data.ty.val()) == Some(Type::Int(1)) =>
            {
                Some(OpClass::Select)
            }
            Op::Inst(op, _) => nvvm_opcode_class(op).map(|c| refine(c, ty)),
        }
    }

    /// The cost of one node (not counting its operands).
    pub fn node_cost(&self, eg: &Graph, n: &Node) -> f64 {
        let Some(class) = self.class(eg, n) else {
            return 0.0;
        };
        let ty = match n.op {
            Op::ICmp(_)
            | Op::Inst(Opcode::FCmp, _)
            | Op::Inst(Opcode::MulWideS, _)
            | Op::Inst(Opcode::MulWideU, _) => n.args.first().and_then(|&a| eg[a].data.ty.val()),
            _ => n.ty.val(),
        };
        // A constant pointer offset folds into a memory operand's
        // `[reg+imm]` address: free where it matters (loads, stores).
        if n.opcode() == Some(Opcode::PtrAdd)
            && n.args.len() == 2
            && eg[n.args[1]].data.int().is_some()
        {
            return MIN_COST;
        }
        let issues = f64::from(issue_count(class, ty));
        if issues == 0.0 {
            return MIN_COST;
        }
        // A vector load is shared by its lanes (each lane's class reads it
        // through an `extractelement`): each pays its share, so a lane
        // prefers it to a scalar load of its own.
        let share = match (n.opcode(), n.ty.val().and_then(Type::as_vector)) {
            (Some(Opcode::Load), Some((_, lanes))) => f64::from(lanes.max(1)),
            _ => 1.0,
        };
        let (lat, iss) = self.model.class_cost(class);
        ((lat + (issues - 1.0) * iss) / share).max(MIN_COST)
    }
}
