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

/// What extraction minimizes (`--cost`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum CostKind {
    /// Per-SM latency of each instruction (the default).
    #[default]
    Latency,
    /// The 32-bit registers each computed value occupies; latency only
    /// breaks ties.
    Pressure,
    /// Latency plus each value's registers, a register priced as one
    /// dependent integer instruction's latency: what recomputing a value
    /// costs instead of keeping it live.
    Occupancy,
    /// Latency plus this many cycles per register (`blend:W`; `warpsat
    /// explore` sweeps it).
    Blend(f64),
}

impl CostKind {
    /// The names `--cost` takes.
    pub const NAMES: &'static str = "latency|pressure|occupancy|blend:W";
}

impl std::str::FromStr for CostKind {
    type Err = String;
    fn from_str(s: &str) -> Result<CostKind, String> {
        match s {
            "latency" => Ok(CostKind::Latency),
            "pressure" => Ok(CostKind::Pressure),
            "occupancy" => Ok(CostKind::Occupancy),
            _ => match s.strip_prefix("blend:").map(str::parse::<f64>) {
                Some(Ok(w)) if w.is_finite() && w >= 0.0 => Ok(CostKind::Blend(w)),
                Some(_) => Err(format!(
                    "blend:W takes a non-negative number of cycles per register, got '{s}'"
                )),
                None => Err(format!("unknown cost '{s}' (costs: {})", CostKind::NAMES)),
            },
        }
    }
}

impl std::fmt::Display for CostKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CostKind::Latency => f.write_str("latency"),
            CostKind::Pressure => f.write_str("pressure"),
            CostKind::Occupancy => f.write_str("occupancy"),
            CostKind::Blend(w) => write!(f, "blend:{w}"),
        }
    }
}

/// Node costs for one architecture.
pub struct NodeCost {
    model: DefaultModel,
    /// Weight of a node's latency.
    lat_w: f64,
    /// Cycles charged per 32-bit register of a node's value.
    reg_w: f64,
    /// The SM number (which packed forms exist).
    sm: u32,
}

/// The 32-bit registers a value of type `t` occupies (predicates count
/// as one: ptxas allocates them from their own file, but they still live).
pub fn registers(t: Type) -> f64 {
    match t.as_vector() {
        Some((e, lanes)) => f64::from(lanes) * registers(e),
        None => (t.bits().max(1) as f64 / 32.0).ceil(),
    }
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
        NodeCost::of_kind(sm, CostKind::Latency)
    }

    /// Costs for `sm` minimizing `kind`.
    pub fn of_kind(sm: Sm, kind: CostKind) -> NodeCost {
        let model = DefaultModel::new(sm);
        let int_lat = model.class_cost(OpClass::IntAdd).0;
        let (lat_w, reg_w) = match kind {
            CostKind::Latency => (1.0, 0.0),
            CostKind::Pressure => (1e-3, 1.0),
            CostKind::Occupancy => (1.0, int_lat),
            CostKind::Blend(w) => (1.0, w.max(0.0)),
        };
        NodeCost {
            model,
            lat_w,
            reg_w,
            sm: sm.name()[3..].parse().unwrap_or(0),
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

    /// Whether extraction should weigh this cost by execution frequency:
    /// time is spent per execution, registers are held once.
    pub fn weighs_frequency(&self) -> bool {
        self.lat_w >= 1.0
    }

    /// The cost of one node (not counting its operands).
    pub fn node_cost(&self, eg: &Graph, n: &Node) -> f64 {
        let lat = self.latency(eg, n);
        if self.reg_w == 0.0 || lat == 0.0 {
            return lat;
        }
        let regs = n.ty.val().map_or(0.0, registers);
        self.lat_w * lat + self.reg_w * regs
    }

    /// A node's latency cost (not counting its operands).
    pub fn latency(&self, eg: &Graph, n: &Node) -> f64 {
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
        // A float negation folds into its user's operand in SASS (FADD,
        // FMUL and FFMA take negated operands), so `fma(a, b, -c)` costs
        // one instruction, as ptxas runs it, not two.
        if n.opcode() == Some(Opcode::FNeg) && ty.is_some_and(|t| t.scalar().is_float()) {
            return MIN_COST;
        }
        // A packed pair of 16-bit float lanes is one instruction.
        let packed = crate::slp::packed_op(eg, n, self.sm).is_some();
        let issues = if packed {
            1.0
        } else {
            f64::from(issue_count(class, ty))
        };
        if issues == 0.0 {
            return MIN_COST;
        }
        // A vector load or packed operation is shared by its lanes (each
        // lane's class reads it through an `extractelement`): each pays its
        // share, so a lane prefers it to a scalar instruction of its own.
        let share = match (n.opcode(), n.ty.val().and_then(Type::as_vector)) {
            (Some(Opcode::Load), Some((_, lanes))) => f64::from(lanes.max(1)),
            (_, Some((_, lanes))) if packed => f64::from(lanes),
            _ => 1.0,
        };
        let (lat, iss) = self.model.class_cost(class);
        ((lat + (issues - 1.0) * iss) / share).max(MIN_COST)
    }
}
