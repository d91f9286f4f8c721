//! The explore plot: one point per equivalent program, predicted
//! registers across, latency-weighted dynamic instructions up; the front
//! joined by a line, the default `-O3` program ringed.

use std::fmt::Write;

use super::Row;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const W: f64 = 640.0;
const H: f64 = 420.0;
const LEFT: f64 = 80.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;

/// The SVG text.
pub fn plot(rows: &[Row], title: &str) -> String {
    let pts: Vec<(f64, f64, &Row)> = rows
        .iter()
        .filter_map(|r| r.point().map(|(x, y)| (x, y, r)))
        .collect();
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="10">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="18" font-size="14">{}: extractions (front in red, -O3 ringed)</text>"#,
        esc(title)
    );
    if pts.is_empty() {
        let _ = writeln!(
            s,
            r#"<text x="{LEFT}" y="60">no equivalent program was measured</text></svg>"#
        );
        return s;
    }
    let span = |v: Vec<f64>| {
        let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let pad = ((hi - lo) * 0.08).max(1.0);
        (lo - pad, hi + pad)
    };
    let (x0, x1) = span(pts.iter().map(|p| p.0).collect());
    let (y0, y1) = span(pts.iter().map(|p| p.1).collect());
    let px = |x: f64| LEFT + (x - x0) / (x1 - x0) * (W - LEFT - RIGHT);
    let py = |y: f64| H - BOTTOM - (y - y0) / (y1 - y0) * (H - TOP - BOTTOM);
    let _ = writeln!(
        s,
        r##"<line x1="{LEFT}" y1="{b}" x2="{r}" y2="{b}" stroke="#000"/><line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{b}" stroke="#000"/>"##,
        b = H - BOTTOM,
        r = W - RIGHT
    );
    for k in 0..=4 {
        let f = f64::from(k) / 4.0;
        let (xv, yv) = (x0 + f * (x1 - x0), y0 + f * (y1 - y0));
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{xv:.0}</text><text x="{:.1}" y="{:.1}" text-anchor="end">{yv:.0}</text>"#,
            px(xv),
            H - BOTTOM + 14.0,
            LEFT - 4.0,
            py(yv) + 3.0
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">predicted registers</text>"#,
        (LEFT + W - RIGHT) / 2.0,
        H - 12.0
    );
    let _ = writeln!(
        s,
        r#"<text x="14" y="{:.1}" transform="rotate(-90 14 {:.1})" text-anchor="middle">latency-weighted dynamic instructions</text>"#,
        (TOP + H - BOTTOM) / 2.0,
        (TOP + H - BOTTOM) / 2.0
    );
    let mut front: Vec<(f64, f64)> = pts
        .iter()
        .filter(|p| p.2.front)
        .map(|p| (p.0, p.1))
        .collect();
    front.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.1.total_cmp(&a.1)));
    let line: Vec<String> = front
        .iter()
        .map(|&(x, y)| format!("{:.1},{:.1}", px(x), py(y)))
        .collect();
    let _ = writeln!(
        s,
        r##"<polyline points="{}" fill="none" stroke="#d62728" stroke-width="1.5"/>"##,
        line.join(" ")
    );
    for (x, y, r) in &pts {
        let colour = if r.front { "#d62728" } else { "#3182bd" };
        let _ = writeln!(
            s,
            r#"<circle cx="{:.1}" cy="{:.1}" r="4" fill="{colour}"><title>{}</title></circle>"#,
            px(*x),
            py(*y),
            esc(&r.labels.join(", "))
        );
        if r.is_default() {
            let _ = writeln!(
                s,
                r##"<circle cx="{:.1}" cy="{:.1}" r="8" fill="none" stroke="#000"/><text x="{:.1}" y="{:.1}">-O3</text>"##,
                px(*x),
                py(*y),
                px(*x) + 10.0,
                py(*y) - 6.0
            );
        }
    }
    s.push_str("</svg>\n");
    s
}
