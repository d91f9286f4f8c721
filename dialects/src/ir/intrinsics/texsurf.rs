//! Texture and surface intrinsics (`llvm.nvvm.tex.unified.*`,
//! `tld4.unified.*`, `suld.*`, `sust.*`, `txq.*`, `suq.*`,
//! `texsurf.handle.internal`): the instruction each names, decoded from
//! the name as LLVM's NVPTX backend spells them (IntrinsicsNVVM.td).

use super::Intr;

/// A texture or surface geometry (PTX ISA "Texture, sampler and surface
/// types"): what a coordinate vector holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Geom {
    /// `1d`: `{x}`.
    D1,
    /// `2d`: `{x, y}`.
    D2,
    /// `3d`: `{x, y, z, _}`.
    D3,
    /// `a1d`: `{index, x}`.
    A1d,
    /// `a2d`: `{index, x, y, _}`.
    A2d,
    /// `cube`: `{x, y, z, _}`.
    Cube,
    /// `acube`: `{index, x, y, z}`.
    ACube,
}

impl Geom {
    /// The PTX spelling.
    pub fn ptx(self) -> &'static str {
        match self {
            Geom::D1 => "1d",
            Geom::D2 => "2d",
            Geom::D3 => "3d",
            Geom::A1d => "a1d",
            Geom::A2d => "a2d",
            Geom::Cube => "cube",
            Geom::ACube => "acube",
        }
    }

    /// Whether the first coordinate is an array index (always `.s32`).
    pub fn arrayed(self) -> bool {
        matches!(self, Geom::A1d | Geom::A2d | Geom::ACube)
    }

    /// Coordinates other than the array index.
    pub fn dims(self) -> usize {
        match self {
            Geom::D1 | Geom::A1d => 1,
            Geom::D2 | Geom::A2d => 2,
            Geom::D3 | Geom::Cube | Geom::ACube => 3,
        }
    }

    /// Elements of the PTX coordinate vector: 1, 2 or 4 (padded by
    /// repeating the last coordinate, as llc writes it).
    pub fn vector_len(self) -> usize {
        match self.dims() + self.arrayed() as usize {
            1 => 1,
            2 => 2,
            _ => 4,
        }
    }
}

/// Element type of a texture fetch or a formatted surface access.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TexData {
    /// `v4f32`.
    F32,
    /// `v4s32`.
    S32,
    /// `v4u32`.
    U32,
}

impl TexData {
    /// The PTX type suffix.
    pub fn ptx(self) -> &'static str {
        match self {
            TexData::F32 => "f32",
            TexData::S32 => "s32",
            TexData::U32 => "u32",
        }
    }
}

/// Mipmap level selection of a texture fetch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mip {
    /// The base level.
    None,
    /// `.level`: an explicit level of detail.
    Level,
    /// `.grad`: gradients `dPdx`, `dPdy` (one per dimension each).
    Grad,
}

/// Out-of-range handling of a surface access.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Clamp {
    /// `.trap`.
    Trap,
    /// `.clamp`.
    Clamp,
    /// `.zero`.
    Zero,
}

impl Clamp {
    /// The PTX spelling.
    pub fn ptx(self) -> &'static str {
        match self {
            Clamp::Trap => "trap",
            Clamp::Clamp => "clamp",
            Clamp::Zero => "zero",
        }
    }
}

/// One texture or surface operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TexSurf {
    /// `tex[.level|.grad].<geom>.v4.<data>.<coord>`.
    Tex {
        /// Geometry.
        geom: Geom,
        /// Fetched element type.
        data: TexData,
        /// `.f32` coordinates (else `.s32`).
        float_coords: bool,
        /// Level selection.
        mip: Mip,
    },
    /// `tld4.<comp>.2d.v4.<data>.f32`: one component of four texels.
    Tld4 {
        /// `r`, `g`, `b` or `a`.
        comp: u8,
        /// Fetched element type.
        data: TexData,
    },
    /// `suld.b.<geom>[.vN].b<bits>.<clamp>`.
    Suld {
        /// Geometry (no cube forms).
        geom: Geom,
        /// 8, 16, 32 or 64.
        bits: u8,
        /// 1, 2 or 4 elements.
        vec: u8,
        /// Out-of-range handling.
        clamp: Clamp,
    },
    /// `sust.{b,p}.<geom>[.vN].b<bits>.<clamp>`.
    Sust {
        /// Geometry (no cube forms).
        geom: Geom,
        /// 8, 16, 32 or 64.
        bits: u8,
        /// 1, 2 or 4 elements.
        vec: u8,
        /// Out-of-range handling.
        clamp: Clamp,
        /// `sust.p`: formatted (the surface's format converts the value).
        formatted: bool,
    },
    /// `txq.<query>.b32` (`width`, `height`, ... as `query`).
    Txq(Query),
    /// `suq.<query>.b32`.
    Suq(Query),
    /// `llvm.nvvm.texsurf.handle.internal.p1(@g)`: the global's name.
    Handle,
    /// `istypep.{texref,samplerref,surfref}`: whether a handle is one.
    IsType(crate::ir::RefKind),
}

/// A texture or surface attribute query.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Query {
    /// `width`.
    Width,
    /// `height`.
    Height,
    /// `depth`.
    Depth,
    /// `array_size`.
    ArraySize,
    /// `channel_order`.
    ChannelOrder,
    /// `channel_data_type`.
    ChannelDataType,
    /// `num_samples`.
    NumSamples,
    /// `num_mipmap_levels`.
    NumMipmapLevels,
    /// `normalized_coords`.
    NormalizedCoords,
}

impl Query {
    /// The PTX spelling.
    pub fn ptx(self) -> &'static str {
        match self {
            Query::Width => "width",
            Query::Height => "height",
            Query::Depth => "depth",
            Query::ArraySize => "array_size",
            Query::ChannelOrder => "channel_order",
            Query::ChannelDataType => "channel_data_type",
            Query::NumSamples => "num_samples",
            Query::NumMipmapLevels => "num_mipmap_levels",
            Query::NormalizedCoords => "normalized_coords",
        }
    }

    fn parse(s: &str) -> Option<Query> {
        Some(match s {
            "width" => Query::Width,
            "height" => Query::Height,
            "depth" => Query::Depth,
            "array.size" => Query::ArraySize,
            "channel.order" => Query::ChannelOrder,
            "channel.data.type" => Query::ChannelDataType,
            "num.samples" => Query::NumSamples,
            "num.mipmap.levels" => Query::NumMipmapLevels,
            "normalized.coords" => Query::NormalizedCoords,
            _ => return None,
        })
    }
}

fn geom(w: &str) -> Option<Geom> {
    Some(match w {
        "1d" => Geom::D1,
        "2d" => Geom::D2,
        "3d" => Geom::D3,
        "a1d" => Geom::A1d,
        "a2d" => Geom::A2d,
        "cube" => Geom::Cube,
        "acube" => Geom::ACube,
        _ => return None,
    })
}

fn data(w: &str) -> Option<TexData> {
    Some(match w {
        "v4f32" => TexData::F32,
        "v4s32" => TexData::S32,
        "v4u32" => TexData::U32,
        _ => return None,
    })
}

fn clamp(w: &str) -> Option<Clamp> {
    Some(match w {
        "trap" => Clamp::Trap,
        "clamp" => Clamp::Clamp,
        "zero" => Clamp::Zero,
        _ => return None,
    })
}

/// `i32`, `v2i16`, `v4i8`, ...: (element bits, vector length).
fn elem(w: &str) -> Option<(u8, u8)> {
    let (vec, t) = match w.strip_prefix('v') {
        // `get`: the name may be anything a quoted LLVM identifier holds.
        Some(r) => (r.get(..1)?.parse::<u8>().ok()?, r.get(1..)?),
        None => (1, w),
    };
    let bits: u8 = t.strip_prefix('i')?.parse().ok()?;
    (matches!(bits, 8 | 16 | 32 | 64) && matches!(vec, 1 | 2 | 4)).then_some((bits, vec))
}

/// A surface geometry: `1d`, `1d.array`, `2d`, `2d.array`, `3d`; the
/// words it used.
fn surface_geom(w: &[&str]) -> Option<(Geom, usize)> {
    let g = geom(w.first()?)?;
    Some(match (g, w.get(1)) {
        (Geom::D1, Some(&"array")) => (Geom::A1d, 2),
        (Geom::D2, Some(&"array")) => (Geom::A2d, 2),
        (Geom::D1 | Geom::D2 | Geom::D3, _) => (g, 1),
        _ => return None,
    })
}

/// The operation `name` names, when it is a texture or surface intrinsic;
/// `Intr::Plain` when the name is none of them, `Intr::Unknown` for one
/// of their prefixes this table does not know.
pub(super) fn decode(name: &str) -> Intr {
    let known = |t: Option<TexSurf>| t.map_or(Intr::Unknown, Intr::TexSurf);
    // `.p1` (opaque pointers) or `.p1i64` (typed, NVVM IR 2.0).
    if name.starts_with("llvm.nvvm.texsurf.handle.internal.p1") {
        return Intr::TexSurf(TexSurf::Handle);
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.tex.unified.") {
        return known(tex(rest));
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.tld4.unified.") {
        let w: Vec<&str> = rest.split('.').collect();
        let t = match w.as_slice() {
            [c @ ("r" | "g" | "b" | "a"), "2d", d, "f32"] => data(d).map(|data| TexSurf::Tld4 {
                comp: c.as_bytes()[0],
                data,
            }),
            _ => None,
        };
        return known(t);
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.suld.") {
        let w: Vec<&str> = rest.split('.').collect();
        let t = surface_geom(&w).and_then(|(geom, k)| match &w[k..] {
            [e, c] => {
                let (bits, vec) = elem(e)?;
                Some(TexSurf::Suld {
                    geom,
                    bits,
                    vec,
                    clamp: clamp(c)?,
                })
            }
            _ => None,
        });
        return known(t);
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.sust.") {
        let w: Vec<&str> = rest.split('.').collect();
        let formatted = match w.first() {
            Some(&"b") => false,
            Some(&"p") => true,
            _ => return Intr::Unknown,
        };
        let t = surface_geom(&w[1..]).and_then(|(geom, k)| match &w[1 + k..] {
            [e, c] => {
                let (bits, vec) = elem(e)?;
                Some(TexSurf::Sust {
                    geom,
                    bits,
                    vec,
                    clamp: clamp(c)?,
                    formatted,
                })
            }
            _ => None,
        });
        return known(t);
    }
    if let Some(k) = name.strip_prefix("llvm.nvvm.istypep.") {
        use crate::ir::RefKind;
        return known(
            match k {
                "texture" => Some(RefKind::Texture),
                "sampler" => Some(RefKind::Sampler),
                "surface" => Some(RefKind::Surface),
                _ => None,
            }
            .map(TexSurf::IsType),
        );
    }
    if let Some(q) = name.strip_prefix("llvm.nvvm.txq.") {
        return known(Query::parse(q).map(TexSurf::Txq));
    }
    if let Some(q) = name.strip_prefix("llvm.nvvm.suq.") {
        return known(Query::parse(q).map(TexSurf::Suq));
    }
    Intr::Plain
}

/// `<geom>[.array][.level|.grad].<data>.<coord>` (LLVM spells the
/// arrayed geometries `1d.array`, `2d.array`, `cube.array`).
fn tex(rest: &str) -> Option<TexSurf> {
    let w: Vec<&str> = rest.split('.').collect();
    let (g, w) = match w.as_slice() {
        [g, "array", tail @ ..] => (
            match geom(g)? {
                Geom::D1 => Geom::A1d,
                Geom::D2 => Geom::A2d,
                Geom::Cube => Geom::ACube,
                _ => return None,
            },
            tail,
        ),
        [g, tail @ ..] => (geom(g)?, tail),
        _ => return None,
    };
    let (mip, tail) = match w {
        ["level", tail @ ..] => (Mip::Level, tail),
        ["grad", tail @ ..] => (Mip::Grad, tail),
        tail => (Mip::None, tail),
    };
    let [d, c] = tail else {
        return None;
    };
    let float_coords = match *c {
        "f32" => true,
        "s32" => false,
        _ => return None,
    };
    // Cube maps take float coordinates; levels and gradients too.
    if !float_coords && (mip != Mip::None || matches!(g, Geom::Cube | Geom::ACube)) {
        return None;
    }
    Some(TexSurf::Tex {
        geom: g,
        data: data(d)?,
        float_coords,
        mip,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_names_are_unknown_not_a_panic() {
        for name in [
            "llvm.nvvm.suld.1d.v.trap",
            "llvm.nvvm.suld.1d.v\u{e9}i32.trap",
            "llvm.nvvm.sust.b.2d.v9i32.zero",
            "llvm.nvvm.sust.q.1d.i32.trap",
            "llvm.nvvm.tex.unified.4d.v4f32.f32",
            "llvm.nvvm.tex.unified.cube.v4f32.s32",
            "llvm.nvvm.tex.unified.3d.array.v4f32.f32",
            "llvm.nvvm.tld4.unified.x.2d.v4f32.f32",
            "llvm.nvvm.txq.colour",
            "llvm.nvvm.istypep.buffer",
        ] {
            assert_eq!(decode(name), Intr::Unknown, "{name}");
        }
        assert_eq!(
            decode("llvm.nvvm.suld.2d.v4i8.clamp"),
            Intr::TexSurf(TexSurf::Suld {
                geom: Geom::D2,
                bits: 8,
                vec: 4,
                clamp: Clamp::Clamp
            })
        );
        assert_eq!(decode("llvm.nvvm.ldg.global.f.f32"), Intr::Plain);
    }
}
