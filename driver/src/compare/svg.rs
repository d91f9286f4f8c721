//! Hand-written SVG bar charts: registers (top panel) and occupancy
//! (bottom panel) per kernel, one bar per compiler ([`chart`]); with
//! `--gpu`, GPU time relative to libNVVM per kernel ([`runtime_chart`]).

use std::collections::BTreeMap;
use std::fmt::Write;

use super::measure::Compiler;
use super::report::Report;

const COLORS: [&str; 8] = [
    "#9ecae1", "#3182bd", "#e6550d", "#31a354", "#756bb1", "#636363", "#fdae6b", "#74c476",
];

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Registers and occupancy of one kernel x compiler.
type Bars = (Option<u32>, Option<f64>);

/// The chart of `arch`.
/// The start of a chart: the SVG element, a white background, the title
/// (escaped here) and a legend of the compilers' colours.
fn head(width: f64, height: f64, left: f64, title: &str, compilers: &[Compiler]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="10">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{left}" y="16" font-size="14">{}</text>"#,
        esc(title)
    );
    for (i, c) in compilers.iter().enumerate() {
        let x = left + i as f64 * 90.0;
        let _ = writeln!(
            s,
            r#"<rect x="{x:.1}" y="26" width="10" height="10" fill="{}"/><text x="{:.1}" y="35">{}</text>"#,
            COLORS[i % COLORS.len()],
            x + 14.0,
            esc(&c.name())
        );
    }
    s
}

pub fn chart(rep: &Report, arch: &str) -> String {
    let compilers: &[Compiler] = &rep.compilers;
    let mut kernels: Vec<(String, String)> = Vec::new();
    let mut vals: BTreeMap<(String, String, Compiler), Bars> = BTreeMap::new();
    for r in rep.rows.iter().filter(|r| r.arch == arch) {
        let key = (r.file.clone(), r.kernel.clone());
        if !kernels.contains(&key) {
            kernels.push(key);
        }
        vals.insert(
            (r.file.clone(), r.kernel.clone(), r.compiler),
            (r.m.regs, r.m.occupancy),
        );
    }
    let bar = 6.0;
    let group = bar * compilers.len() as f64 + 8.0;
    let left = 60.0;
    let plot_w = group * kernels.len().max(1) as f64;
    let width = left + plot_w + 20.0;
    let panel_h = 220.0;
    let top1 = 50.0;
    let top2 = top1 + panel_h + 40.0;
    let label_h = 140.0;
    let height = top2 + panel_h + label_h + 20.0;
    let max_regs = vals.values().filter_map(|v| v.0).max().unwrap_or(1).max(1);
    let reg_scale = (f64::from(max_regs) / 32.0).ceil() * 32.0;
    let title =
        format!("warpsat compare, {arch}: registers per thread (top) and occupancy % (bottom)");
    let mut s = head(width, height, left, &title, compilers);
    // Axes and grid lines.
    for (top, max, label) in [(top1, reg_scale, "registers"), (top2, 100.0, "occupancy %")] {
        for t in 0..=4 {
            let v = max * f64::from(t) / 4.0;
            let y = top + panel_h - panel_h * f64::from(t) / 4.0;
            let _ = writeln!(
                s,
                r##"<line x1="{left}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end">{v:.0}</text>"##,
                left + plot_w,
                left - 4.0,
                y + 3.0
            );
        }
        let _ = writeln!(
            s,
            r#"<text x="12" y="{:.1}" transform="rotate(-90 12 {:.1})" text-anchor="middle">{label}</text>"#,
            top + panel_h / 2.0,
            top + panel_h / 2.0
        );
    }
    for (k, (file, kernel)) in kernels.iter().enumerate() {
        let gx = left + k as f64 * group + 4.0;
        for (i, c) in compilers.iter().enumerate() {
            let x = gx + i as f64 * bar;
            let color = COLORS[i % COLORS.len()];
            let (regs, occ) = vals
                .get(&(file.clone(), kernel.clone(), *c))
                .copied()
                .unwrap_or((None, None));
            if let Some(r) = regs {
                let h = panel_h * f64::from(r) / reg_scale;
                let _ = writeln!(
                    s,
                    r#"<rect x="{x:.1}" y="{:.1}" width="{:.1}" height="{h:.1}" fill="{color}"><title>{} {}: {r} registers</title></rect>"#,
                    top1 + panel_h - h,
                    bar - 0.5,
                    esc(kernel),
                    esc(&c.name())
                );
            }
            if let Some(o) = occ {
                let h = panel_h * o / 100.0;
                let _ = writeln!(
                    s,
                    r#"<rect x="{x:.1}" y="{:.1}" width="{:.1}" height="{h:.1}" fill="{color}"><title>{} {}: {o:.1}% occupancy</title></rect>"#,
                    top2 + panel_h - h,
                    bar - 0.5,
                    esc(kernel),
                    esc(&c.name())
                );
            }
        }
        let lx = gx + group / 2.0 - 4.0;
        let ly = top2 + panel_h + 8.0;
        let _ = writeln!(
            s,
            r#"<text x="{lx:.1}" y="{ly:.1}" transform="rotate(60 {lx:.1} {ly:.1})">{}</text>"#,
            esc(kernel)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// The `--gpu` chart of `arch`: per kernel, each compiler's median launch
/// time divided by libNVVM's (1 = as fast as libNVVM; lower is faster),
/// the axis capped at 3 (longer bars are cut and marked). Kernels whose
/// outputs did not match the interpreter have no bar.
pub fn runtime_chart(rep: &Report, arch: &str) -> String {
    const CAP: f64 = 3.0;
    let compilers: &[Compiler] = &rep.compilers;
    let mut kernels: Vec<(String, String)> = Vec::new();
    let mut times: BTreeMap<(String, String, Compiler), f64> = BTreeMap::new();
    for r in rep.rows.iter().filter(|r| r.arch == arch) {
        let key = (r.file.clone(), r.kernel.clone());
        if !kernels.contains(&key) {
            kernels.push(key);
        }
        if let Some(g) = r.m.gpu.as_ref().filter(|g| g.mismatch.is_none()) {
            times.insert((r.file.clone(), r.kernel.clone(), r.compiler), g.median_ms);
        }
    }
    let bar = 6.0;
    let group = bar * compilers.len() as f64 + 8.0;
    let left = 60.0;
    let plot_w = group * kernels.len().max(1) as f64;
    let width = left + plot_w + 20.0;
    let panel_h = 260.0;
    let top = 50.0;
    let label_h = 140.0;
    let height = top + panel_h + label_h + 20.0;
    let scale = rep.gpu.as_ref().map_or(1, |g| g.scale);
    let title = format!(
        "warpsat compare, {arch}: GPU time relative to libnvvm (median launch, --scale {scale}; lower is faster)"
    );
    let mut s = head(width, height, left, &title, compilers);
    for t in 0..=6 {
        let v = CAP * f64::from(t) / 6.0;
        let y = top + panel_h - panel_h * v / CAP;
        let stroke = if (v - 1.0).abs() < 1e-9 {
            "#888"
        } else {
            "#ddd"
        };
        let _ = writeln!(
            s,
            r#"<line x1="{left}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{stroke}"/><text x="{:.1}" y="{:.1}" text-anchor="end">{v:.1}</text>"#,
            left + plot_w,
            left - 4.0,
            y + 3.0
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="12" y="{:.1}" transform="rotate(-90 12 {:.1})" text-anchor="middle">time / libnvvm time</text>"#,
        top + panel_h / 2.0,
        top + panel_h / 2.0
    );
    for (k, (file, kernel)) in kernels.iter().enumerate() {
        let gx = left + k as f64 * group + 4.0;
        let base = times
            .get(&(file.clone(), kernel.clone(), Compiler::Libnvvm))
            .copied();
        for (i, c) in compilers.iter().enumerate() {
            let x = gx + i as f64 * bar;
            let color = COLORS[i % COLORS.len()];
            let (Some(b), Some(t)) = (
                base,
                times.get(&(file.clone(), kernel.clone(), *c)).copied(),
            ) else {
                continue;
            };
            if b <= 0.0 {
                continue;
            }
            let ratio = t / b;
            let h = panel_h * ratio.min(CAP) / CAP;
            let _ = writeln!(
                s,
                r#"<rect x="{x:.1}" y="{:.1}" width="{:.1}" height="{h:.1}" fill="{color}"><title>{} {}: {:.2} us, {ratio:.3} x libnvvm</title></rect>"#,
                top + panel_h - h,
                bar - 0.5,
                esc(kernel),
                esc(&c.name()),
                t * 1e3
            );
            if ratio > CAP {
                let _ = writeln!(
                    s,
                    r#"<text x="{:.1}" y="{:.1}" font-size="8" text-anchor="middle">+</text>"#,
                    x + bar / 2.0,
                    top - 2.0
                );
            }
        }
        let lx = gx + group / 2.0 - 4.0;
        let ly = top + panel_h + 8.0;
        let _ = writeln!(
            s,
            r#"<text x="{lx:.1}" y="{ly:.1}" transform="rotate(60 {lx:.1} {ly:.1})">{}</text>"#,
            esc(kernel)
        );
    }
    s.push_str("</svg>\n");
    s
}
