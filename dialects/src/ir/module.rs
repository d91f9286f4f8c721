//! Modules: globals and functions.
//!
//! Functions and globals are owned by `PrimaryMap`s and referred to by id;
//! their names are unique within the module (the importer enforces this).

use cranelift_entity::PrimaryMap;

use super::attrs::Const;
use super::entities::{FuncId, GlobalId};
use super::function::Body;
use super::types::Type;

/// Symbol linkage, as far as it matters for PTX (`.visible`, `.extern`, none).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    /// Visible to other modules (LLVM's default).
    #[default]
    External,
    /// `internal` / `private`: local to this module.
    Internal,
    /// `weak`, `linkonce_odr` etc.: merged by the linker.
    Weak,
    /// `common`.
    Common,
}

impl Linkage {
    /// The keyword in the generic format.
    pub fn keyword(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Internal => "internal",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
        }
    }
    /// Parses a generic-format keyword.
    pub fn from_keyword(s: &str) -> Option<Linkage> {
        Some(match s {
            "external" => Linkage::External,
            "internal" => Linkage::Internal,
            "weak" => Linkage::Weak,
            "common" => Linkage::Common,
            _ => return None,
        })
    }
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct Global {
    /// Symbol name (without `@`).
    pub name: String,
    /// Type of the contents.
    pub ty: Type,
    /// Address space (1 global, 3 shared, 4 constant).
    pub addrspace: u32,
    /// Linkage.
    pub linkage: Linkage,
    /// `constant` rather than `global`.
    pub is_const: bool,
    /// Initial contents; `None` for declarations (`extern __shared__`).
    pub init: Option<Const>,
    /// Alignment in bytes (0 = ABI alignment).
    pub align: u32,
    /// `externally_initialized`.
    pub externally_initialized: bool,
}

/// Launch bounds and related PTX directives of a kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchBounds {
    /// `.maxntid`.
    pub maxntid: Option<[u32; 3]>,
    /// `.reqntid`.
    pub reqntid: Option<[u32; 3]>,
    /// `.minnctapersm`.
    pub minctasm: Option<u32>,
    /// `.maxnreg`.
    pub maxnreg: Option<u32>,
    /// `.maxclusterrank`.
    pub maxclusterrank: Option<u32>,
    /// `.reqnctapercluster` / cluster dims.
    pub cluster_dim: Option<[u32; 3]>,
    /// `.blocksareclusters` (`"nvvm.blocksareclusters"`, PTX 9.0): each
    /// block of the grid is one cluster of `cluster_dim` CTAs.
    pub blocks_are_clusters: bool,
}

/// Attributes of a function parameter that matter to optimization and to
/// the export.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamAttrs {
    /// `noalias` (`__restrict__`).
    pub noalias: bool,
    /// `readonly`.
    pub readonly: bool,
    /// `writeonly`.
    pub writeonly: bool,
    /// `nocapture`.
    pub nocapture: bool,
    /// `align N`.
    pub align: u32,
    /// `dereferenceable(N)`.
    pub dereferenceable: u64,
    /// `byval(T)`: the pointee type passed by value.
    pub byval: Option<Type>,
    /// `signext` / `zeroext`.
    pub ext: Option<bool>,
}

/// A function: a definition (with a body) or a declaration.
#[derive(Clone)]
pub struct Function {
    /// Symbol name (without `@`).
    pub name: String,
    /// Parameter types.
    pub params: Vec<Type>,
    /// Parameter attributes, one per parameter.
    pub param_attrs: Vec<ParamAttrs>,
    /// Return type; `None` for void.
    pub ret: Option<Type>,
    /// Variadic (`...`); only declarations such as `vprintf` may be.
    pub variadic: bool,
    /// Linkage.
    pub linkage: Linkage,
    /// A kernel entry point (`.entry`).
    pub kernel: bool,
    /// Launch bounds (kernels only).
    pub bounds: LaunchBounds,
    /// `noinline`.
    pub noinline: bool,
    /// `alwaysinline`.
    pub alwaysinline: bool,
    /// The body; `None` for declarations.
    pub body: Option<Body>,
}

impl Function {
    /// A declaration with the given signature.
    pub fn new(name: impl Into<String>, params: Vec<Type>, ret: Option<Type>) -> Function {
        Function {
            name: name.into(),
            param_attrs: vec![ParamAttrs::default(); params.len()],
            params,
            ret,
            variadic: false,
            linkage: Linkage::External,
            kernel: false,
            bounds: LaunchBounds::default(),
            noinline: false,
            alwaysinline: false,
            body: None,
        }
    }

    /// True for `llvm.*` intrinsic declarations.
    pub fn is_intrinsic(&self) -> bool {
        super::intrinsics::is_intrinsic_name(&self.name)
    }
}

/// A translation unit.
#[derive(Clone, Default)]
pub struct Module {
    /// Module name (source file name when known).
    pub name: String,
    /// Global variables.
    pub globals: PrimaryMap<GlobalId, Global>,
    /// Functions.
    pub funcs: PrimaryMap<FuncId, Function>,
    /// Globals `!nvvm.annotations` names as texture, surface or sampler
    /// references (by name: passes may renumber globals): PTX declares
    /// them `.texref`, `.surfref`, `.samplerref`.
    pub texsurf: std::collections::BTreeMap<String, RefKind>,
    /// Module-level inline assembly (`module asm "..."`, CUDA's file-scope
    /// `asm()`), one entry per line, in order: PTX written verbatim after
    /// the module header.
    pub asm: Vec<String>,
}

/// What a texture or surface reference global stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RefKind {
    /// `.texref`.
    Texture,
    /// `.surfref`.
    Surface,
    /// `.samplerref`.
    Sampler,
}

impl Module {
    /// Finds a function by name.
    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// Finds a global by name.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(id, _)| id)
    }

    /// Kernels, in module order.
    pub fn kernels(&self) -> impl Iterator<Item = (FuncId, &Function)> {
        self.funcs
            .iter()
            .filter(|(_, f)| f.kernel && f.body.is_some())
    }
}
