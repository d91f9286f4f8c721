target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @nest(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %h0
h0:
  %i0 = phi i32 [ 0, %entry ], [ %i0n, %l0 ]
  br label %h1
h1:
  %i1 = phi i32 [ 0, %h0 ], [ %i1n, %l1 ]
  br label %h2
h2:
  %i2 = phi i32 [ 0, %h1 ], [ %i2n, %l2 ]
  br label %h3
h3:
  %i3 = phi i32 [ 0, %h2 ], [ %i3n, %l3 ]
  br label %h4
h4:
  %i4 = phi i32 [ 0, %h3 ], [ %i4n, %l4 ]
  br label %h5
h5:
  %i5 = phi i32 [ 0, %h4 ], [ %i5n, %l5 ]
  br label %h6
h6:
  %i6 = phi i32 [ 0, %h5 ], [ %i6n, %l6 ]
  br label %h7
h7:
  %i7 = phi i32 [ 0, %h6 ], [ %i7n, %l7 ]
  br label %h8
h8:
  %i8 = phi i32 [ 0, %h7 ], [ %i8n, %l8 ]
  br label %h9
h9:
  %i9 = phi i32 [ 0, %h8 ], [ %i9n, %l9 ]
  br label %h10
h10:
  %i10 = phi i32 [ 0, %h9 ], [ %i10n, %l10 ]
  br label %h11
h11:
  %i11 = phi i32 [ 0, %h10 ], [ %i11n, %l11 ]
  br label %h12
h12:
  %i12 = phi i32 [ 0, %h11 ], [ %i12n, %l12 ]
  br label %h13
h13:
  %i13 = phi i32 [ 0, %h12 ], [ %i13n, %l13 ]
  br label %h14
h14:
  %i14 = phi i32 [ 0, %h13 ], [ %i14n, %l14 ]
  br label %h15
h15:
  %i15 = phi i32 [ 0, %h14 ], [ %i15n, %l15 ]
  br label %h16
h16:
  %i16 = phi i32 [ 0, %h15 ], [ %i16n, %l16 ]
  br label %h17
h17:
  %i17 = phi i32 [ 0, %h16 ], [ %i17n, %l17 ]
  br label %h18
h18:
  %i18 = phi i32 [ 0, %h17 ], [ %i18n, %l18 ]
  br label %h19
h19:
  %i19 = phi i32 [ 0, %h18 ], [ %i19n, %l19 ]
  br label %h20
h20:
  %i20 = phi i32 [ 0, %h19 ], [ %i20n, %l20 ]
  br label %h21
h21:
  %i21 = phi i32 [ 0, %h20 ], [ %i21n, %l21 ]
  br label %h22
h22:
  %i22 = phi i32 [ 0, %h21 ], [ %i22n, %l22 ]
  br label %h23
h23:
  %i23 = phi i32 [ 0, %h22 ], [ %i23n, %l23 ]
  br label %h24
h24:
  %i24 = phi i32 [ 0, %h23 ], [ %i24n, %l24 ]
  br label %h25
h25:
  %i25 = phi i32 [ 0, %h24 ], [ %i25n, %l25 ]
  br label %h26
h26:
  %i26 = phi i32 [ 0, %h25 ], [ %i26n, %l26 ]
  br label %h27
h27:
  %i27 = phi i32 [ 0, %h26 ], [ %i27n, %l27 ]
  br label %h28
h28:
  %i28 = phi i32 [ 0, %h27 ], [ %i28n, %l28 ]
  br label %h29
h29:
  %i29 = phi i32 [ 0, %h28 ], [ %i29n, %l29 ]
  br label %h30
h30:
  %i30 = phi i32 [ 0, %h29 ], [ %i30n, %l30 ]
  br label %h31
h31:
  %i31 = phi i32 [ 0, %h30 ], [ %i31n, %l31 ]
  br label %h32
h32:
  %i32 = phi i32 [ 0, %h31 ], [ %i32n, %l32 ]
  br label %h33
h33:
  %i33 = phi i32 [ 0, %h32 ], [ %i33n, %l33 ]
  br label %h34
h34:
  %i34 = phi i32 [ 0, %h33 ], [ %i34n, %l34 ]
  br label %h35
h35:
  %i35 = phi i32 [ 0, %h34 ], [ %i35n, %l35 ]
  br label %h36
h36:
  %i36 = phi i32 [ 0, %h35 ], [ %i36n, %l36 ]
  br label %h37
h37:
  %i37 = phi i32 [ 0, %h36 ], [ %i37n, %l37 ]
  br label %h38
h38:
  %i38 = phi i32 [ 0, %h37 ], [ %i38n, %l38 ]
  br label %h39
h39:
  %i39 = phi i32 [ 0, %h38 ], [ %i39n, %l39 ]
  br label %h40
h40:
  %i40 = phi i32 [ 0, %h39 ], [ %i40n, %l40 ]
  br label %h41
h41:
  %i41 = phi i32 [ 0, %h40 ], [ %i41n, %l41 ]
  br label %h42
h42:
  %i42 = phi i32 [ 0, %h41 ], [ %i42n, %l42 ]
  br label %h43
h43:
  %i43 = phi i32 [ 0, %h42 ], [ %i43n, %l43 ]
  br label %h44
h44:
  %i44 = phi i32 [ 0, %h43 ], [ %i44n, %l44 ]
  br label %h45
h45:
  %i45 = phi i32 [ 0, %h44 ], [ %i45n, %l45 ]
  br label %h46
h46:
  %i46 = phi i32 [ 0, %h45 ], [ %i46n, %l46 ]
  br label %h47
h47:
  %i47 = phi i32 [ 0, %h46 ], [ %i47n, %l47 ]
  br label %h48
h48:
  %i48 = phi i32 [ 0, %h47 ], [ %i48n, %l48 ]
  br label %h49
h49:
  %i49 = phi i32 [ 0, %h48 ], [ %i49n, %l49 ]
  br label %h50
h50:
  %i50 = phi i32 [ 0, %h49 ], [ %i50n, %l50 ]
  br label %h51
h51:
  %i51 = phi i32 [ 0, %h50 ], [ %i51n, %l51 ]
  br label %h52
h52:
  %i52 = phi i32 [ 0, %h51 ], [ %i52n, %l52 ]
  br label %h53
h53:
  %i53 = phi i32 [ 0, %h52 ], [ %i53n, %l53 ]
  br label %h54
h54:
  %i54 = phi i32 [ 0, %h53 ], [ %i54n, %l54 ]
  br label %h55
h55:
  %i55 = phi i32 [ 0, %h54 ], [ %i55n, %l55 ]
  br label %h56
h56:
  %i56 = phi i32 [ 0, %h55 ], [ %i56n, %l56 ]
  br label %h57
h57:
  %i57 = phi i32 [ 0, %h56 ], [ %i57n, %l57 ]
  br label %h58
h58:
  %i58 = phi i32 [ 0, %h57 ], [ %i58n, %l58 ]
  br label %h59
h59:
  %i59 = phi i32 [ 0, %h58 ], [ %i59n, %l59 ]
  br label %h60
h60:
  %i60 = phi i32 [ 0, %h59 ], [ %i60n, %l60 ]
  br label %h61
h61:
  %i61 = phi i32 [ 0, %h60 ], [ %i61n, %l61 ]
  br label %h62
h62:
  %i62 = phi i32 [ 0, %h61 ], [ %i62n, %l62 ]
  br label %h63
h63:
  %i63 = phi i32 [ 0, %h62 ], [ %i63n, %l63 ]
  br label %h64
h64:
  %i64 = phi i32 [ 0, %h63 ], [ %i64n, %l64 ]
  br label %h65
h65:
  %i65 = phi i32 [ 0, %h64 ], [ %i65n, %l65 ]
  br label %h66
h66:
  %i66 = phi i32 [ 0, %h65 ], [ %i66n, %l66 ]
  br label %h67
h67:
  %i67 = phi i32 [ 0, %h66 ], [ %i67n, %l67 ]
  br label %h68
h68:
  %i68 = phi i32 [ 0, %h67 ], [ %i68n, %l68 ]
  br label %h69
h69:
  %i69 = phi i32 [ 0, %h68 ], [ %i69n, %l69 ]
  br label %h70
h70:
  %i70 = phi i32 [ 0, %h69 ], [ %i70n, %l70 ]
  br label %h71
h71:
  %i71 = phi i32 [ 0, %h70 ], [ %i71n, %l71 ]
  br label %h72
h72:
  %i72 = phi i32 [ 0, %h71 ], [ %i72n, %l72 ]
  br label %h73
h73:
  %i73 = phi i32 [ 0, %h72 ], [ %i73n, %l73 ]
  br label %h74
h74:
  %i74 = phi i32 [ 0, %h73 ], [ %i74n, %l74 ]
  br label %h75
h75:
  %i75 = phi i32 [ 0, %h74 ], [ %i75n, %l75 ]
  br label %h76
h76:
  %i76 = phi i32 [ 0, %h75 ], [ %i76n, %l76 ]
  br label %h77
h77:
  %i77 = phi i32 [ 0, %h76 ], [ %i77n, %l77 ]
  br label %h78
h78:
  %i78 = phi i32 [ 0, %h77 ], [ %i78n, %l78 ]
  br label %h79
h79:
  %i79 = phi i32 [ 0, %h78 ], [ %i79n, %l79 ]
  br label %h80
h80:
  %i80 = phi i32 [ 0, %h79 ], [ %i80n, %l80 ]
  br label %h81
h81:
  %i81 = phi i32 [ 0, %h80 ], [ %i81n, %l81 ]
  br label %h82
h82:
  %i82 = phi i32 [ 0, %h81 ], [ %i82n, %l82 ]
  br label %h83
h83:
  %i83 = phi i32 [ 0, %h82 ], [ %i83n, %l83 ]
  br label %h84
h84:
  %i84 = phi i32 [ 0, %h83 ], [ %i84n, %l84 ]
  br label %h85
h85:
  %i85 = phi i32 [ 0, %h84 ], [ %i85n, %l85 ]
  br label %h86
h86:
  %i86 = phi i32 [ 0, %h85 ], [ %i86n, %l86 ]
  br label %h87
h87:
  %i87 = phi i32 [ 0, %h86 ], [ %i87n, %l87 ]
  br label %h88
h88:
  %i88 = phi i32 [ 0, %h87 ], [ %i88n, %l88 ]
  br label %h89
h89:
  %i89 = phi i32 [ 0, %h88 ], [ %i89n, %l89 ]
  br label %h90
h90:
  %i90 = phi i32 [ 0, %h89 ], [ %i90n, %l90 ]
  br label %h91
h91:
  %i91 = phi i32 [ 0, %h90 ], [ %i91n, %l91 ]
  br label %h92
h92:
  %i92 = phi i32 [ 0, %h91 ], [ %i92n, %l92 ]
  br label %h93
h93:
  %i93 = phi i32 [ 0, %h92 ], [ %i93n, %l93 ]
  br label %h94
h94:
  %i94 = phi i32 [ 0, %h93 ], [ %i94n, %l94 ]
  br label %h95
h95:
  %i95 = phi i32 [ 0, %h94 ], [ %i95n, %l95 ]
  br label %h96
h96:
  %i96 = phi i32 [ 0, %h95 ], [ %i96n, %l96 ]
  br label %h97
h97:
  %i97 = phi i32 [ 0, %h96 ], [ %i97n, %l97 ]
  br label %h98
h98:
  %i98 = phi i32 [ 0, %h97 ], [ %i98n, %l98 ]
  br label %h99
h99:
  %i99 = phi i32 [ 0, %h98 ], [ %i99n, %l99 ]
  br label %h100
h100:
  %i100 = phi i32 [ 0, %h99 ], [ %i100n, %l100 ]
  br label %h101
h101:
  %i101 = phi i32 [ 0, %h100 ], [ %i101n, %l101 ]
  br label %h102
h102:
  %i102 = phi i32 [ 0, %h101 ], [ %i102n, %l102 ]
  br label %h103
h103:
  %i103 = phi i32 [ 0, %h102 ], [ %i103n, %l103 ]
  br label %h104
h104:
  %i104 = phi i32 [ 0, %h103 ], [ %i104n, %l104 ]
  br label %h105
h105:
  %i105 = phi i32 [ 0, %h104 ], [ %i105n, %l105 ]
  br label %h106
h106:
  %i106 = phi i32 [ 0, %h105 ], [ %i106n, %l106 ]
  br label %h107
h107:
  %i107 = phi i32 [ 0, %h106 ], [ %i107n, %l107 ]
  br label %h108
h108:
  %i108 = phi i32 [ 0, %h107 ], [ %i108n, %l108 ]
  br label %h109
h109:
  %i109 = phi i32 [ 0, %h108 ], [ %i109n, %l109 ]
  br label %h110
h110:
  %i110 = phi i32 [ 0, %h109 ], [ %i110n, %l110 ]
  br label %h111
h111:
  %i111 = phi i32 [ 0, %h110 ], [ %i111n, %l111 ]
  br label %h112
h112:
  %i112 = phi i32 [ 0, %h111 ], [ %i112n, %l112 ]
  br label %h113
h113:
  %i113 = phi i32 [ 0, %h112 ], [ %i113n, %l113 ]
  br label %h114
h114:
  %i114 = phi i32 [ 0, %h113 ], [ %i114n, %l114 ]
  br label %h115
h115:
  %i115 = phi i32 [ 0, %h114 ], [ %i115n, %l115 ]
  br label %h116
h116:
  %i116 = phi i32 [ 0, %h115 ], [ %i116n, %l116 ]
  br label %h117
h117:
  %i117 = phi i32 [ 0, %h116 ], [ %i117n, %l117 ]
  br label %h118
h118:
  %i118 = phi i32 [ 0, %h117 ], [ %i118n, %l118 ]
  br label %h119
h119:
  %i119 = phi i32 [ 0, %h118 ], [ %i119n, %l119 ]
  br label %h120
h120:
  %i120 = phi i32 [ 0, %h119 ], [ %i120n, %l120 ]
  br label %h121
h121:
  %i121 = phi i32 [ 0, %h120 ], [ %i121n, %l121 ]
  br label %h122
h122:
  %i122 = phi i32 [ 0, %h121 ], [ %i122n, %l122 ]
  br label %h123
h123:
  %i123 = phi i32 [ 0, %h122 ], [ %i123n, %l123 ]
  br label %h124
h124:
  %i124 = phi i32 [ 0, %h123 ], [ %i124n, %l124 ]
  br label %h125
h125:
  %i125 = phi i32 [ 0, %h124 ], [ %i125n, %l125 ]
  br label %h126
h126:
  %i126 = phi i32 [ 0, %h125 ], [ %i126n, %l126 ]
  br label %h127
h127:
  %i127 = phi i32 [ 0, %h126 ], [ %i127n, %l127 ]
  br label %h128
h128:
  %i128 = phi i32 [ 0, %h127 ], [ %i128n, %l128 ]
  br label %h129
h129:
  %i129 = phi i32 [ 0, %h128 ], [ %i129n, %l129 ]
  br label %h130
h130:
  %i130 = phi i32 [ 0, %h129 ], [ %i130n, %l130 ]
  br label %h131
h131:
  %i131 = phi i32 [ 0, %h130 ], [ %i131n, %l131 ]
  br label %h132
h132:
  %i132 = phi i32 [ 0, %h131 ], [ %i132n, %l132 ]
  br label %h133
h133:
  %i133 = phi i32 [ 0, %h132 ], [ %i133n, %l133 ]
  br label %h134
h134:
  %i134 = phi i32 [ 0, %h133 ], [ %i134n, %l134 ]
  br label %h135
h135:
  %i135 = phi i32 [ 0, %h134 ], [ %i135n, %l135 ]
  br label %h136
h136:
  %i136 = phi i32 [ 0, %h135 ], [ %i136n, %l136 ]
  br label %h137
h137:
  %i137 = phi i32 [ 0, %h136 ], [ %i137n, %l137 ]
  br label %h138
h138:
  %i138 = phi i32 [ 0, %h137 ], [ %i138n, %l138 ]
  br label %h139
h139:
  %i139 = phi i32 [ 0, %h138 ], [ %i139n, %l139 ]
  br label %h140
h140:
  %i140 = phi i32 [ 0, %h139 ], [ %i140n, %l140 ]
  br label %h141
h141:
  %i141 = phi i32 [ 0, %h140 ], [ %i141n, %l141 ]
  br label %h142
h142:
  %i142 = phi i32 [ 0, %h141 ], [ %i142n, %l142 ]
  br label %h143
h143:
  %i143 = phi i32 [ 0, %h142 ], [ %i143n, %l143 ]
  br label %h144
h144:
  %i144 = phi i32 [ 0, %h143 ], [ %i144n, %l144 ]
  br label %h145
h145:
  %i145 = phi i32 [ 0, %h144 ], [ %i145n, %l145 ]
  br label %h146
h146:
  %i146 = phi i32 [ 0, %h145 ], [ %i146n, %l146 ]
  br label %h147
h147:
  %i147 = phi i32 [ 0, %h146 ], [ %i147n, %l147 ]
  br label %h148
h148:
  %i148 = phi i32 [ 0, %h147 ], [ %i148n, %l148 ]
  br label %h149
h149:
  %i149 = phi i32 [ 0, %h148 ], [ %i149n, %l149 ]
  br label %h150
h150:
  %i150 = phi i32 [ 0, %h149 ], [ %i150n, %l150 ]
  br label %h151
h151:
  %i151 = phi i32 [ 0, %h150 ], [ %i151n, %l151 ]
  br label %h152
h152:
  %i152 = phi i32 [ 0, %h151 ], [ %i152n, %l152 ]
  br label %h153
h153:
  %i153 = phi i32 [ 0, %h152 ], [ %i153n, %l153 ]
  br label %h154
h154:
  %i154 = phi i32 [ 0, %h153 ], [ %i154n, %l154 ]
  br label %h155
h155:
  %i155 = phi i32 [ 0, %h154 ], [ %i155n, %l155 ]
  br label %h156
h156:
  %i156 = phi i32 [ 0, %h155 ], [ %i156n, %l156 ]
  br label %h157
h157:
  %i157 = phi i32 [ 0, %h156 ], [ %i157n, %l157 ]
  br label %h158
h158:
  %i158 = phi i32 [ 0, %h157 ], [ %i158n, %l158 ]
  br label %h159
h159:
  %i159 = phi i32 [ 0, %h158 ], [ %i159n, %l159 ]
  br label %h160
h160:
  %i160 = phi i32 [ 0, %h159 ], [ %i160n, %l160 ]
  br label %h161
h161:
  %i161 = phi i32 [ 0, %h160 ], [ %i161n, %l161 ]
  br label %h162
h162:
  %i162 = phi i32 [ 0, %h161 ], [ %i162n, %l162 ]
  br label %h163
h163:
  %i163 = phi i32 [ 0, %h162 ], [ %i163n, %l163 ]
  br label %h164
h164:
  %i164 = phi i32 [ 0, %h163 ], [ %i164n, %l164 ]
  br label %h165
h165:
  %i165 = phi i32 [ 0, %h164 ], [ %i165n, %l165 ]
  br label %h166
h166:
  %i166 = phi i32 [ 0, %h165 ], [ %i166n, %l166 ]
  br label %h167
h167:
  %i167 = phi i32 [ 0, %h166 ], [ %i167n, %l167 ]
  br label %h168
h168:
  %i168 = phi i32 [ 0, %h167 ], [ %i168n, %l168 ]
  br label %h169
h169:
  %i169 = phi i32 [ 0, %h168 ], [ %i169n, %l169 ]
  br label %h170
h170:
  %i170 = phi i32 [ 0, %h169 ], [ %i170n, %l170 ]
  br label %h171
h171:
  %i171 = phi i32 [ 0, %h170 ], [ %i171n, %l171 ]
  br label %h172
h172:
  %i172 = phi i32 [ 0, %h171 ], [ %i172n, %l172 ]
  br label %h173
h173:
  %i173 = phi i32 [ 0, %h172 ], [ %i173n, %l173 ]
  br label %h174
h174:
  %i174 = phi i32 [ 0, %h173 ], [ %i174n, %l174 ]
  br label %h175
h175:
  %i175 = phi i32 [ 0, %h174 ], [ %i175n, %l175 ]
  br label %h176
h176:
  %i176 = phi i32 [ 0, %h175 ], [ %i176n, %l176 ]
  br label %h177
h177:
  %i177 = phi i32 [ 0, %h176 ], [ %i177n, %l177 ]
  br label %h178
h178:
  %i178 = phi i32 [ 0, %h177 ], [ %i178n, %l178 ]
  br label %h179
h179:
  %i179 = phi i32 [ 0, %h178 ], [ %i179n, %l179 ]
  br label %h180
h180:
  %i180 = phi i32 [ 0, %h179 ], [ %i180n, %l180 ]
  br label %h181
h181:
  %i181 = phi i32 [ 0, %h180 ], [ %i181n, %l181 ]
  br label %h182
h182:
  %i182 = phi i32 [ 0, %h181 ], [ %i182n, %l182 ]
  br label %h183
h183:
  %i183 = phi i32 [ 0, %h182 ], [ %i183n, %l183 ]
  br label %h184
h184:
  %i184 = phi i32 [ 0, %h183 ], [ %i184n, %l184 ]
  br label %h185
h185:
  %i185 = phi i32 [ 0, %h184 ], [ %i185n, %l185 ]
  br label %h186
h186:
  %i186 = phi i32 [ 0, %h185 ], [ %i186n, %l186 ]
  br label %h187
h187:
  %i187 = phi i32 [ 0, %h186 ], [ %i187n, %l187 ]
  br label %h188
h188:
  %i188 = phi i32 [ 0, %h187 ], [ %i188n, %l188 ]
  br label %h189
h189:
  %i189 = phi i32 [ 0, %h188 ], [ %i189n, %l189 ]
  br label %h190
h190:
  %i190 = phi i32 [ 0, %h189 ], [ %i190n, %l190 ]
  br label %h191
h191:
  %i191 = phi i32 [ 0, %h190 ], [ %i191n, %l191 ]
  br label %h192
h192:
  %i192 = phi i32 [ 0, %h191 ], [ %i192n, %l192 ]
  br label %h193
h193:
  %i193 = phi i32 [ 0, %h192 ], [ %i193n, %l193 ]
  br label %h194
h194:
  %i194 = phi i32 [ 0, %h193 ], [ %i194n, %l194 ]
  br label %h195
h195:
  %i195 = phi i32 [ 0, %h194 ], [ %i195n, %l195 ]
  br label %h196
h196:
  %i196 = phi i32 [ 0, %h195 ], [ %i196n, %l196 ]
  br label %h197
h197:
  %i197 = phi i32 [ 0, %h196 ], [ %i197n, %l197 ]
  br label %h198
h198:
  %i198 = phi i32 [ 0, %h197 ], [ %i198n, %l198 ]
  br label %h199
h199:
  %i199 = phi i32 [ 0, %h198 ], [ %i199n, %l199 ]
  br label %h200
h200:
  %i200 = phi i32 [ 0, %h199 ], [ %i200n, %l200 ]
  br label %h201
h201:
  %i201 = phi i32 [ 0, %h200 ], [ %i201n, %l201 ]
  br label %h202
h202:
  %i202 = phi i32 [ 0, %h201 ], [ %i202n, %l202 ]
  br label %h203
h203:
  %i203 = phi i32 [ 0, %h202 ], [ %i203n, %l203 ]
  br label %h204
h204:
  %i204 = phi i32 [ 0, %h203 ], [ %i204n, %l204 ]
  br label %h205
h205:
  %i205 = phi i32 [ 0, %h204 ], [ %i205n, %l205 ]
  br label %h206
h206:
  %i206 = phi i32 [ 0, %h205 ], [ %i206n, %l206 ]
  br label %h207
h207:
  %i207 = phi i32 [ 0, %h206 ], [ %i207n, %l207 ]
  br label %h208
h208:
  %i208 = phi i32 [ 0, %h207 ], [ %i208n, %l208 ]
  br label %h209
h209:
  %i209 = phi i32 [ 0, %h208 ], [ %i209n, %l209 ]
  br label %h210
h210:
  %i210 = phi i32 [ 0, %h209 ], [ %i210n, %l210 ]
  br label %h211
h211:
  %i211 = phi i32 [ 0, %h210 ], [ %i211n, %l211 ]
  br label %h212
h212:
  %i212 = phi i32 [ 0, %h211 ], [ %i212n, %l212 ]
  br label %h213
h213:
  %i213 = phi i32 [ 0, %h212 ], [ %i213n, %l213 ]
  br label %h214
h214:
  %i214 = phi i32 [ 0, %h213 ], [ %i214n, %l214 ]
  br label %h215
h215:
  %i215 = phi i32 [ 0, %h214 ], [ %i215n, %l215 ]
  br label %h216
h216:
  %i216 = phi i32 [ 0, %h215 ], [ %i216n, %l216 ]
  br label %h217
h217:
  %i217 = phi i32 [ 0, %h216 ], [ %i217n, %l217 ]
  br label %h218
h218:
  %i218 = phi i32 [ 0, %h217 ], [ %i218n, %l218 ]
  br label %h219
h219:
  %i219 = phi i32 [ 0, %h218 ], [ %i219n, %l219 ]
  br label %h220
h220:
  %i220 = phi i32 [ 0, %h219 ], [ %i220n, %l220 ]
  br label %h221
h221:
  %i221 = phi i32 [ 0, %h220 ], [ %i221n, %l221 ]
  br label %h222
h222:
  %i222 = phi i32 [ 0, %h221 ], [ %i222n, %l222 ]
  br label %h223
h223:
  %i223 = phi i32 [ 0, %h222 ], [ %i223n, %l223 ]
  br label %h224
h224:
  %i224 = phi i32 [ 0, %h223 ], [ %i224n, %l224 ]
  br label %h225
h225:
  %i225 = phi i32 [ 0, %h224 ], [ %i225n, %l225 ]
  br label %h226
h226:
  %i226 = phi i32 [ 0, %h225 ], [ %i226n, %l226 ]
  br label %h227
h227:
  %i227 = phi i32 [ 0, %h226 ], [ %i227n, %l227 ]
  br label %h228
h228:
  %i228 = phi i32 [ 0, %h227 ], [ %i228n, %l228 ]
  br label %h229
h229:
  %i229 = phi i32 [ 0, %h228 ], [ %i229n, %l229 ]
  br label %h230
h230:
  %i230 = phi i32 [ 0, %h229 ], [ %i230n, %l230 ]
  br label %h231
h231:
  %i231 = phi i32 [ 0, %h230 ], [ %i231n, %l231 ]
  br label %h232
h232:
  %i232 = phi i32 [ 0, %h231 ], [ %i232n, %l232 ]
  br label %h233
h233:
  %i233 = phi i32 [ 0, %h232 ], [ %i233n, %l233 ]
  br label %h234
h234:
  %i234 = phi i32 [ 0, %h233 ], [ %i234n, %l234 ]
  br label %h235
h235:
  %i235 = phi i32 [ 0, %h234 ], [ %i235n, %l235 ]
  br label %h236
h236:
  %i236 = phi i32 [ 0, %h235 ], [ %i236n, %l236 ]
  br label %h237
h237:
  %i237 = phi i32 [ 0, %h236 ], [ %i237n, %l237 ]
  br label %h238
h238:
  %i238 = phi i32 [ 0, %h237 ], [ %i238n, %l238 ]
  br label %h239
h239:
  %i239 = phi i32 [ 0, %h238 ], [ %i239n, %l239 ]
  br label %h240
h240:
  %i240 = phi i32 [ 0, %h239 ], [ %i240n, %l240 ]
  br label %h241
h241:
  %i241 = phi i32 [ 0, %h240 ], [ %i241n, %l241 ]
  br label %h242
h242:
  %i242 = phi i32 [ 0, %h241 ], [ %i242n, %l242 ]
  br label %h243
h243:
  %i243 = phi i32 [ 0, %h242 ], [ %i243n, %l243 ]
  br label %h244
h244:
  %i244 = phi i32 [ 0, %h243 ], [ %i244n, %l244 ]
  br label %h245
h245:
  %i245 = phi i32 [ 0, %h244 ], [ %i245n, %l245 ]
  br label %h246
h246:
  %i246 = phi i32 [ 0, %h245 ], [ %i246n, %l246 ]
  br label %h247
h247:
  %i247 = phi i32 [ 0, %h246 ], [ %i247n, %l247 ]
  br label %h248
h248:
  %i248 = phi i32 [ 0, %h247 ], [ %i248n, %l248 ]
  br label %h249
h249:
  %i249 = phi i32 [ 0, %h248 ], [ %i249n, %l249 ]
  br label %h250
h250:
  %i250 = phi i32 [ 0, %h249 ], [ %i250n, %l250 ]
  br label %h251
h251:
  %i251 = phi i32 [ 0, %h250 ], [ %i251n, %l251 ]
  br label %h252
h252:
  %i252 = phi i32 [ 0, %h251 ], [ %i252n, %l252 ]
  br label %h253
h253:
  %i253 = phi i32 [ 0, %h252 ], [ %i253n, %l253 ]
  br label %h254
h254:
  %i254 = phi i32 [ 0, %h253 ], [ %i254n, %l254 ]
  br label %h255
h255:
  %i255 = phi i32 [ 0, %h254 ], [ %i255n, %l255 ]
  br label %h256
h256:
  %i256 = phi i32 [ 0, %h255 ], [ %i256n, %l256 ]
  br label %h257
h257:
  %i257 = phi i32 [ 0, %h256 ], [ %i257n, %l257 ]
  br label %h258
h258:
  %i258 = phi i32 [ 0, %h257 ], [ %i258n, %l258 ]
  br label %h259
h259:
  %i259 = phi i32 [ 0, %h258 ], [ %i259n, %l259 ]
  br label %h260
h260:
  %i260 = phi i32 [ 0, %h259 ], [ %i260n, %l260 ]
  br label %h261
h261:
  %i261 = phi i32 [ 0, %h260 ], [ %i261n, %l261 ]
  br label %h262
h262:
  %i262 = phi i32 [ 0, %h261 ], [ %i262n, %l262 ]
  br label %h263
h263:
  %i263 = phi i32 [ 0, %h262 ], [ %i263n, %l263 ]
  br label %h264
h264:
  %i264 = phi i32 [ 0, %h263 ], [ %i264n, %l264 ]
  br label %h265
h265:
  %i265 = phi i32 [ 0, %h264 ], [ %i265n, %l265 ]
  br label %h266
h266:
  %i266 = phi i32 [ 0, %h265 ], [ %i266n, %l266 ]
  br label %h267
h267:
  %i267 = phi i32 [ 0, %h266 ], [ %i267n, %l267 ]
  br label %h268
h268:
  %i268 = phi i32 [ 0, %h267 ], [ %i268n, %l268 ]
  br label %h269
h269:
  %i269 = phi i32 [ 0, %h268 ], [ %i269n, %l269 ]
  br label %h270
h270:
  %i270 = phi i32 [ 0, %h269 ], [ %i270n, %l270 ]
  br label %h271
h271:
  %i271 = phi i32 [ 0, %h270 ], [ %i271n, %l271 ]
  br label %h272
h272:
  %i272 = phi i32 [ 0, %h271 ], [ %i272n, %l272 ]
  br label %h273
h273:
  %i273 = phi i32 [ 0, %h272 ], [ %i273n, %l273 ]
  br label %h274
h274:
  %i274 = phi i32 [ 0, %h273 ], [ %i274n, %l274 ]
  br label %h275
h275:
  %i275 = phi i32 [ 0, %h274 ], [ %i275n, %l275 ]
  br label %h276
h276:
  %i276 = phi i32 [ 0, %h275 ], [ %i276n, %l276 ]
  br label %h277
h277:
  %i277 = phi i32 [ 0, %h276 ], [ %i277n, %l277 ]
  br label %h278
h278:
  %i278 = phi i32 [ 0, %h277 ], [ %i278n, %l278 ]
  br label %h279
h279:
  %i279 = phi i32 [ 0, %h278 ], [ %i279n, %l279 ]
  br label %h280
h280:
  %i280 = phi i32 [ 0, %h279 ], [ %i280n, %l280 ]
  br label %h281
h281:
  %i281 = phi i32 [ 0, %h280 ], [ %i281n, %l281 ]
  br label %h282
h282:
  %i282 = phi i32 [ 0, %h281 ], [ %i282n, %l282 ]
  br label %h283
h283:
  %i283 = phi i32 [ 0, %h282 ], [ %i283n, %l283 ]
  br label %h284
h284:
  %i284 = phi i32 [ 0, %h283 ], [ %i284n, %l284 ]
  br label %h285
h285:
  %i285 = phi i32 [ 0, %h284 ], [ %i285n, %l285 ]
  br label %h286
h286:
  %i286 = phi i32 [ 0, %h285 ], [ %i286n, %l286 ]
  br label %h287
h287:
  %i287 = phi i32 [ 0, %h286 ], [ %i287n, %l287 ]
  br label %h288
h288:
  %i288 = phi i32 [ 0, %h287 ], [ %i288n, %l288 ]
  br label %h289
h289:
  %i289 = phi i32 [ 0, %h288 ], [ %i289n, %l289 ]
  br label %h290
h290:
  %i290 = phi i32 [ 0, %h289 ], [ %i290n, %l290 ]
  br label %h291
h291:
  %i291 = phi i32 [ 0, %h290 ], [ %i291n, %l291 ]
  br label %h292
h292:
  %i292 = phi i32 [ 0, %h291 ], [ %i292n, %l292 ]
  br label %h293
h293:
  %i293 = phi i32 [ 0, %h292 ], [ %i293n, %l293 ]
  br label %h294
h294:
  %i294 = phi i32 [ 0, %h293 ], [ %i294n, %l294 ]
  br label %h295
h295:
  %i295 = phi i32 [ 0, %h294 ], [ %i295n, %l295 ]
  br label %h296
h296:
  %i296 = phi i32 [ 0, %h295 ], [ %i296n, %l296 ]
  br label %h297
h297:
  %i297 = phi i32 [ 0, %h296 ], [ %i297n, %l297 ]
  br label %h298
h298:
  %i298 = phi i32 [ 0, %h297 ], [ %i298n, %l298 ]
  br label %h299
h299:
  %i299 = phi i32 [ 0, %h298 ], [ %i299n, %l299 ]
  br label %h300
h300:
  %i300 = phi i32 [ 0, %h299 ], [ %i300n, %l300 ]
  br label %h301
h301:
  %i301 = phi i32 [ 0, %h300 ], [ %i301n, %l301 ]
  br label %h302
h302:
  %i302 = phi i32 [ 0, %h301 ], [ %i302n, %l302 ]
  br label %h303
h303:
  %i303 = phi i32 [ 0, %h302 ], [ %i303n, %l303 ]
  br label %h304
h304:
  %i304 = phi i32 [ 0, %h303 ], [ %i304n, %l304 ]
  br label %h305
h305:
  %i305 = phi i32 [ 0, %h304 ], [ %i305n, %l305 ]
  br label %h306
h306:
  %i306 = phi i32 [ 0, %h305 ], [ %i306n, %l306 ]
  br label %h307
h307:
  %i307 = phi i32 [ 0, %h306 ], [ %i307n, %l307 ]
  br label %h308
h308:
  %i308 = phi i32 [ 0, %h307 ], [ %i308n, %l308 ]
  br label %h309
h309:
  %i309 = phi i32 [ 0, %h308 ], [ %i309n, %l309 ]
  br label %h310
h310:
  %i310 = phi i32 [ 0, %h309 ], [ %i310n, %l310 ]
  br label %h311
h311:
  %i311 = phi i32 [ 0, %h310 ], [ %i311n, %l311 ]
  br label %h312
h312:
  %i312 = phi i32 [ 0, %h311 ], [ %i312n, %l312 ]
  br label %h313
h313:
  %i313 = phi i32 [ 0, %h312 ], [ %i313n, %l313 ]
  br label %h314
h314:
  %i314 = phi i32 [ 0, %h313 ], [ %i314n, %l314 ]
  br label %h315
h315:
  %i315 = phi i32 [ 0, %h314 ], [ %i315n, %l315 ]
  br label %h316
h316:
  %i316 = phi i32 [ 0, %h315 ], [ %i316n, %l316 ]
  br label %h317
h317:
  %i317 = phi i32 [ 0, %h316 ], [ %i317n, %l317 ]
  br label %h318
h318:
  %i318 = phi i32 [ 0, %h317 ], [ %i318n, %l318 ]
  br label %h319
h319:
  %i319 = phi i32 [ 0, %h318 ], [ %i319n, %l319 ]
  br label %h320
h320:
  %i320 = phi i32 [ 0, %h319 ], [ %i320n, %l320 ]
  br label %h321
h321:
  %i321 = phi i32 [ 0, %h320 ], [ %i321n, %l321 ]
  br label %h322
h322:
  %i322 = phi i32 [ 0, %h321 ], [ %i322n, %l322 ]
  br label %h323
h323:
  %i323 = phi i32 [ 0, %h322 ], [ %i323n, %l323 ]
  br label %h324
h324:
  %i324 = phi i32 [ 0, %h323 ], [ %i324n, %l324 ]
  br label %h325
h325:
  %i325 = phi i32 [ 0, %h324 ], [ %i325n, %l325 ]
  br label %h326
h326:
  %i326 = phi i32 [ 0, %h325 ], [ %i326n, %l326 ]
  br label %h327
h327:
  %i327 = phi i32 [ 0, %h326 ], [ %i327n, %l327 ]
  br label %h328
h328:
  %i328 = phi i32 [ 0, %h327 ], [ %i328n, %l328 ]
  br label %h329
h329:
  %i329 = phi i32 [ 0, %h328 ], [ %i329n, %l329 ]
  br label %h330
h330:
  %i330 = phi i32 [ 0, %h329 ], [ %i330n, %l330 ]
  br label %h331
h331:
  %i331 = phi i32 [ 0, %h330 ], [ %i331n, %l331 ]
  br label %h332
h332:
  %i332 = phi i32 [ 0, %h331 ], [ %i332n, %l332 ]
  br label %h333
h333:
  %i333 = phi i32 [ 0, %h332 ], [ %i333n, %l333 ]
  br label %h334
h334:
  %i334 = phi i32 [ 0, %h333 ], [ %i334n, %l334 ]
  br label %h335
h335:
  %i335 = phi i32 [ 0, %h334 ], [ %i335n, %l335 ]
  br label %h336
h336:
  %i336 = phi i32 [ 0, %h335 ], [ %i336n, %l336 ]
  br label %h337
h337:
  %i337 = phi i32 [ 0, %h336 ], [ %i337n, %l337 ]
  br label %h338
h338:
  %i338 = phi i32 [ 0, %h337 ], [ %i338n, %l338 ]
  br label %h339
h339:
  %i339 = phi i32 [ 0, %h338 ], [ %i339n, %l339 ]
  br label %h340
h340:
  %i340 = phi i32 [ 0, %h339 ], [ %i340n, %l340 ]
  br label %h341
h341:
  %i341 = phi i32 [ 0, %h340 ], [ %i341n, %l341 ]
  br label %h342
h342:
  %i342 = phi i32 [ 0, %h341 ], [ %i342n, %l342 ]
  br label %h343
h343:
  %i343 = phi i32 [ 0, %h342 ], [ %i343n, %l343 ]
  br label %h344
h344:
  %i344 = phi i32 [ 0, %h343 ], [ %i344n, %l344 ]
  br label %h345
h345:
  %i345 = phi i32 [ 0, %h344 ], [ %i345n, %l345 ]
  br label %h346
h346:
  %i346 = phi i32 [ 0, %h345 ], [ %i346n, %l346 ]
  br label %h347
h347:
  %i347 = phi i32 [ 0, %h346 ], [ %i347n, %l347 ]
  br label %h348
h348:
  %i348 = phi i32 [ 0, %h347 ], [ %i348n, %l348 ]
  br label %h349
h349:
  %i349 = phi i32 [ 0, %h348 ], [ %i349n, %l349 ]
  br label %h350
h350:
  %i350 = phi i32 [ 0, %h349 ], [ %i350n, %l350 ]
  br label %h351
h351:
  %i351 = phi i32 [ 0, %h350 ], [ %i351n, %l351 ]
  br label %h352
h352:
  %i352 = phi i32 [ 0, %h351 ], [ %i352n, %l352 ]
  br label %h353
h353:
  %i353 = phi i32 [ 0, %h352 ], [ %i353n, %l353 ]
  br label %h354
h354:
  %i354 = phi i32 [ 0, %h353 ], [ %i354n, %l354 ]
  br label %h355
h355:
  %i355 = phi i32 [ 0, %h354 ], [ %i355n, %l355 ]
  br label %h356
h356:
  %i356 = phi i32 [ 0, %h355 ], [ %i356n, %l356 ]
  br label %h357
h357:
  %i357 = phi i32 [ 0, %h356 ], [ %i357n, %l357 ]
  br label %h358
h358:
  %i358 = phi i32 [ 0, %h357 ], [ %i358n, %l358 ]
  br label %h359
h359:
  %i359 = phi i32 [ 0, %h358 ], [ %i359n, %l359 ]
  br label %h360
h360:
  %i360 = phi i32 [ 0, %h359 ], [ %i360n, %l360 ]
  br label %h361
h361:
  %i361 = phi i32 [ 0, %h360 ], [ %i361n, %l361 ]
  br label %h362
h362:
  %i362 = phi i32 [ 0, %h361 ], [ %i362n, %l362 ]
  br label %h363
h363:
  %i363 = phi i32 [ 0, %h362 ], [ %i363n, %l363 ]
  br label %h364
h364:
  %i364 = phi i32 [ 0, %h363 ], [ %i364n, %l364 ]
  br label %h365
h365:
  %i365 = phi i32 [ 0, %h364 ], [ %i365n, %l365 ]
  br label %h366
h366:
  %i366 = phi i32 [ 0, %h365 ], [ %i366n, %l366 ]
  br label %h367
h367:
  %i367 = phi i32 [ 0, %h366 ], [ %i367n, %l367 ]
  br label %h368
h368:
  %i368 = phi i32 [ 0, %h367 ], [ %i368n, %l368 ]
  br label %h369
h369:
  %i369 = phi i32 [ 0, %h368 ], [ %i369n, %l369 ]
  br label %h370
h370:
  %i370 = phi i32 [ 0, %h369 ], [ %i370n, %l370 ]
  br label %h371
h371:
  %i371 = phi i32 [ 0, %h370 ], [ %i371n, %l371 ]
  br label %h372
h372:
  %i372 = phi i32 [ 0, %h371 ], [ %i372n, %l372 ]
  br label %h373
h373:
  %i373 = phi i32 [ 0, %h372 ], [ %i373n, %l373 ]
  br label %h374
h374:
  %i374 = phi i32 [ 0, %h373 ], [ %i374n, %l374 ]
  br label %h375
h375:
  %i375 = phi i32 [ 0, %h374 ], [ %i375n, %l375 ]
  br label %h376
h376:
  %i376 = phi i32 [ 0, %h375 ], [ %i376n, %l376 ]
  br label %h377
h377:
  %i377 = phi i32 [ 0, %h376 ], [ %i377n, %l377 ]
  br label %h378
h378:
  %i378 = phi i32 [ 0, %h377 ], [ %i378n, %l378 ]
  br label %h379
h379:
  %i379 = phi i32 [ 0, %h378 ], [ %i379n, %l379 ]
  br label %h380
h380:
  %i380 = phi i32 [ 0, %h379 ], [ %i380n, %l380 ]
  br label %h381
h381:
  %i381 = phi i32 [ 0, %h380 ], [ %i381n, %l381 ]
  br label %h382
h382:
  %i382 = phi i32 [ 0, %h381 ], [ %i382n, %l382 ]
  br label %h383
h383:
  %i383 = phi i32 [ 0, %h382 ], [ %i383n, %l383 ]
  br label %h384
h384:
  %i384 = phi i32 [ 0, %h383 ], [ %i384n, %l384 ]
  br label %h385
h385:
  %i385 = phi i32 [ 0, %h384 ], [ %i385n, %l385 ]
  br label %h386
h386:
  %i386 = phi i32 [ 0, %h385 ], [ %i386n, %l386 ]
  br label %h387
h387:
  %i387 = phi i32 [ 0, %h386 ], [ %i387n, %l387 ]
  br label %h388
h388:
  %i388 = phi i32 [ 0, %h387 ], [ %i388n, %l388 ]
  br label %h389
h389:
  %i389 = phi i32 [ 0, %h388 ], [ %i389n, %l389 ]
  br label %h390
h390:
  %i390 = phi i32 [ 0, %h389 ], [ %i390n, %l390 ]
  br label %h391
h391:
  %i391 = phi i32 [ 0, %h390 ], [ %i391n, %l391 ]
  br label %h392
h392:
  %i392 = phi i32 [ 0, %h391 ], [ %i392n, %l392 ]
  br label %h393
h393:
  %i393 = phi i32 [ 0, %h392 ], [ %i393n, %l393 ]
  br label %h394
h394:
  %i394 = phi i32 [ 0, %h393 ], [ %i394n, %l394 ]
  br label %h395
h395:
  %i395 = phi i32 [ 0, %h394 ], [ %i395n, %l395 ]
  br label %h396
h396:
  %i396 = phi i32 [ 0, %h395 ], [ %i396n, %l396 ]
  br label %h397
h397:
  %i397 = phi i32 [ 0, %h396 ], [ %i397n, %l397 ]
  br label %h398
h398:
  %i398 = phi i32 [ 0, %h397 ], [ %i398n, %l398 ]
  br label %h399
h399:
  %i399 = phi i32 [ 0, %h398 ], [ %i399n, %l399 ]
  br label %body
body:
  %v = load i32, ptr addrspace(1) %p
  %w = add i32 %v, %i399
  store i32 %w, ptr addrspace(1) %p
  br label %l399
l399:
  %i399n = add i32 %i399, 1
  %c399 = icmp slt i32 %i399n, %n
  br i1 %c399, label %h399, label %l398
l398:
  %i398n = add i32 %i398, 1
  %c398 = icmp slt i32 %i398n, %n
  br i1 %c398, label %h398, label %l397
l397:
  %i397n = add i32 %i397, 1
  %c397 = icmp slt i32 %i397n, %n
  br i1 %c397, label %h397, label %l396
l396:
  %i396n = add i32 %i396, 1
  %c396 = icmp slt i32 %i396n, %n
  br i1 %c396, label %h396, label %l395
l395:
  %i395n = add i32 %i395, 1
  %c395 = icmp slt i32 %i395n, %n
  br i1 %c395, label %h395, label %l394
l394:
  %i394n = add i32 %i394, 1
  %c394 = icmp slt i32 %i394n, %n
  br i1 %c394, label %h394, label %l393
l393:
  %i393n = add i32 %i393, 1
  %c393 = icmp slt i32 %i393n, %n
  br i1 %c393, label %h393, label %l392
l392:
  %i392n = add i32 %i392, 1
  %c392 = icmp slt i32 %i392n, %n
  br i1 %c392, label %h392, label %l391
l391:
  %i391n = add i32 %i391, 1
  %c391 = icmp slt i32 %i391n, %n
  br i1 %c391, label %h391, label %l390
l390:
  %i390n = add i32 %i390, 1
  %c390 = icmp slt i32 %i390n, %n
  br i1 %c390, label %h390, label %l389
l389:
  %i389n = add i32 %i389, 1
  %c389 = icmp slt i32 %i389n, %n
  br i1 %c389, label %h389, label %l388
l388:
  %i388n = add i32 %i388, 1
  %c388 = icmp slt i32 %i388n, %n
  br i1 %c388, label %h388, label %l387
l387:
  %i387n = add i32 %i387, 1
  %c387 = icmp slt i32 %i387n, %n
  br i1 %c387, label %h387, label %l386
l386:
  %i386n = add i32 %i386, 1
  %c386 = icmp slt i32 %i386n, %n
  br i1 %c386, label %h386, label %l385
l385:
  %i385n = add i32 %i385, 1
  %c385 = icmp slt i32 %i385n, %n
  br i1 %c385, label %h385, label %l384
l384:
  %i384n = add i32 %i384, 1
  %c384 = icmp slt i32 %i384n, %n
  br i1 %c384, label %h384, label %l383
l383:
  %i383n = add i32 %i383, 1
  %c383 = icmp slt i32 %i383n, %n
  br i1 %c383, label %h383, label %l382
l382:
  %i382n = add i32 %i382, 1
  %c382 = icmp slt i32 %i382n, %n
  br i1 %c382, label %h382, label %l381
l381:
  %i381n = add i32 %i381, 1
  %c381 = icmp slt i32 %i381n, %n
  br i1 %c381, label %h381, label %l380
l380:
  %i380n = add i32 %i380, 1
  %c380 = icmp slt i32 %i380n, %n
  br i1 %c380, label %h380, label %l379
l379:
  %i379n = add i32 %i379, 1
  %c379 = icmp slt i32 %i379n, %n
  br i1 %c379, label %h379, label %l378
l378:
  %i378n = add i32 %i378, 1
  %c378 = icmp slt i32 %i378n, %n
  br i1 %c378, label %h378, label %l377
l377:
  %i377n = add i32 %i377, 1
  %c377 = icmp slt i32 %i377n, %n
  br i1 %c377, label %h377, label %l376
l376:
  %i376n = add i32 %i376, 1
  %c376 = icmp slt i32 %i376n, %n
  br i1 %c376, label %h376, label %l375
l375:
  %i375n = add i32 %i375, 1
  %c375 = icmp slt i32 %i375n, %n
  br i1 %c375, label %h375, label %l374
l374:
  %i374n = add i32 %i374, 1
  %c374 = icmp slt i32 %i374n, %n
  br i1 %c374, label %h374, label %l373
l373:
  %i373n = add i32 %i373, 1
  %c373 = icmp slt i32 %i373n, %n
  br i1 %c373, label %h373, label %l372
l372:
  %i372n = add i32 %i372, 1
  %c372 = icmp slt i32 %i372n, %n
  br i1 %c372, label %h372, label %l371
l371:
  %i371n = add i32 %i371, 1
  %c371 = icmp slt i32 %i371n, %n
  br i1 %c371, label %h371, label %l370
l370:
  %i370n = add i32 %i370, 1
  %c370 = icmp slt i32 %i370n, %n
  br i1 %c370, label %h370, label %l369
l369:
  %i369n = add i32 %i369, 1
  %c369 = icmp slt i32 %i369n, %n
  br i1 %c369, label %h369, label %l368
l368:
  %i368n = add i32 %i368, 1
  %c368 = icmp slt i32 %i368n, %n
  br i1 %c368, label %h368, label %l367
l367:
  %i367n = add i32 %i367, 1
  %c367 = icmp slt i32 %i367n, %n
  br i1 %c367, label %h367, label %l366
l366:
  %i366n = add i32 %i366, 1
  %c366 = icmp slt i32 %i366n, %n
  br i1 %c366, label %h366, label %l365
l365:
  %i365n = add i32 %i365, 1
  %c365 = icmp slt i32 %i365n, %n
  br i1 %c365, label %h365, label %l364
l364:
  %i364n = add i32 %i364, 1
  %c364 = icmp slt i32 %i364n, %n
  br i1 %c364, label %h364, label %l363
l363:
  %i363n = add i32 %i363, 1
  %c363 = icmp slt i32 %i363n, %n
  br i1 %c363, label %h363, label %l362
l362:
  %i362n = add i32 %i362, 1
  %c362 = icmp slt i32 %i362n, %n
  br i1 %c362, label %h362, label %l361
l361:
  %i361n = add i32 %i361, 1
  %c361 = icmp slt i32 %i361n, %n
  br i1 %c361, label %h361, label %l360
l360:
  %i360n = add i32 %i360, 1
  %c360 = icmp slt i32 %i360n, %n
  br i1 %c360, label %h360, label %l359
l359:
  %i359n = add i32 %i359, 1
  %c359 = icmp slt i32 %i359n, %n
  br i1 %c359, label %h359, label %l358
l358:
  %i358n = add i32 %i358, 1
  %c358 = icmp slt i32 %i358n, %n
  br i1 %c358, label %h358, label %l357
l357:
  %i357n = add i32 %i357, 1
  %c357 = icmp slt i32 %i357n, %n
  br i1 %c357, label %h357, label %l356
l356:
  %i356n = add i32 %i356, 1
  %c356 = icmp slt i32 %i356n, %n
  br i1 %c356, label %h356, label %l355
l355:
  %i355n = add i32 %i355, 1
  %c355 = icmp slt i32 %i355n, %n
  br i1 %c355, label %h355, label %l354
l354:
  %i354n = add i32 %i354, 1
  %c354 = icmp slt i32 %i354n, %n
  br i1 %c354, label %h354, label %l353
l353:
  %i353n = add i32 %i353, 1
  %c353 = icmp slt i32 %i353n, %n
  br i1 %c353, label %h353, label %l352
l352:
  %i352n = add i32 %i352, 1
  %c352 = icmp slt i32 %i352n, %n
  br i1 %c352, label %h352, label %l351
l351:
  %i351n = add i32 %i351, 1
  %c351 = icmp slt i32 %i351n, %n
  br i1 %c351, label %h351, label %l350
l350:
  %i350n = add i32 %i350, 1
  %c350 = icmp slt i32 %i350n, %n
  br i1 %c350, label %h350, label %l349
l349:
  %i349n = add i32 %i349, 1
  %c349 = icmp slt i32 %i349n, %n
  br i1 %c349, label %h349, label %l348
l348:
  %i348n = add i32 %i348, 1
  %c348 = icmp slt i32 %i348n, %n
  br i1 %c348, label %h348, label %l347
l347:
  %i347n = add i32 %i347, 1
  %c347 = icmp slt i32 %i347n, %n
  br i1 %c347, label %h347, label %l346
l346:
  %i346n = add i32 %i346, 1
  %c346 = icmp slt i32 %i346n, %n
  br i1 %c346, label %h346, label %l345
l345:
  %i345n = add i32 %i345, 1
  %c345 = icmp slt i32 %i345n, %n
  br i1 %c345, label %h345, label %l344
l344:
  %i344n = add i32 %i344, 1
  %c344 = icmp slt i32 %i344n, %n
  br i1 %c344, label %h344, label %l343
l343:
  %i343n = add i32 %i343, 1
  %c343 = icmp slt i32 %i343n, %n
  br i1 %c343, label %h343, label %l342
l342:
  %i342n = add i32 %i342, 1
  %c342 = icmp slt i32 %i342n, %n
  br i1 %c342, label %h342, label %l341
l341:
  %i341n = add i32 %i341, 1
  %c341 = icmp slt i32 %i341n, %n
  br i1 %c341, label %h341, label %l340
l340:
  %i340n = add i32 %i340, 1
  %c340 = icmp slt i32 %i340n, %n
  br i1 %c340, label %h340, label %l339
l339:
  %i339n = add i32 %i339, 1
  %c339 = icmp slt i32 %i339n, %n
  br i1 %c339, label %h339, label %l338
l338:
  %i338n = add i32 %i338, 1
  %c338 = icmp slt i32 %i338n, %n
  br i1 %c338, label %h338, label %l337
l337:
  %i337n = add i32 %i337, 1
  %c337 = icmp slt i32 %i337n, %n
  br i1 %c337, label %h337, label %l336
l336:
  %i336n = add i32 %i336, 1
  %c336 = icmp slt i32 %i336n, %n
  br i1 %c336, label %h336, label %l335
l335:
  %i335n = add i32 %i335, 1
  %c335 = icmp slt i32 %i335n, %n
  br i1 %c335, label %h335, label %l334
l334:
  %i334n = add i32 %i334, 1
  %c334 = icmp slt i32 %i334n, %n
  br i1 %c334, label %h334, label %l333
l333:
  %i333n = add i32 %i333, 1
  %c333 = icmp slt i32 %i333n, %n
  br i1 %c333, label %h333, label %l332
l332:
  %i332n = add i32 %i332, 1
  %c332 = icmp slt i32 %i332n, %n
  br i1 %c332, label %h332, label %l331
l331:
  %i331n = add i32 %i331, 1
  %c331 = icmp slt i32 %i331n, %n
  br i1 %c331, label %h331, label %l330
l330:
  %i330n = add i32 %i330, 1
  %c330 = icmp slt i32 %i330n, %n
  br i1 %c330, label %h330, label %l329
l329:
  %i329n = add i32 %i329, 1
  %c329 = icmp slt i32 %i329n, %n
  br i1 %c329, label %h329, label %l328
l328:
  %i328n = add i32 %i328, 1
  %c328 = icmp slt i32 %i328n, %n
  br i1 %c328, label %h328, label %l327
l327:
  %i327n = add i32 %i327, 1
  %c327 = icmp slt i32 %i327n, %n
  br i1 %c327, label %h327, label %l326
l326:
  %i326n = add i32 %i326, 1
  %c326 = icmp slt i32 %i326n, %n
  br i1 %c326, label %h326, label %l325
l325:
  %i325n = add i32 %i325, 1
  %c325 = icmp slt i32 %i325n, %n
  br i1 %c325, label %h325, label %l324
l324:
  %i324n = add i32 %i324, 1
  %c324 = icmp slt i32 %i324n, %n
  br i1 %c324, label %h324, label %l323
l323:
  %i323n = add i32 %i323, 1
  %c323 = icmp slt i32 %i323n, %n
  br i1 %c323, label %h323, label %l322
l322:
  %i322n = add i32 %i322, 1
  %c322 = icmp slt i32 %i322n, %n
  br i1 %c322, label %h322, label %l321
l321:
  %i321n = add i32 %i321, 1
  %c321 = icmp slt i32 %i321n, %n
  br i1 %c321, label %h321, label %l320
l320:
  %i320n = add i32 %i320, 1
  %c320 = icmp slt i32 %i320n, %n
  br i1 %c320, label %h320, label %l319
l319:
  %i319n = add i32 %i319, 1
  %c319 = icmp slt i32 %i319n, %n
  br i1 %c319, label %h319, label %l318
l318:
  %i318n = add i32 %i318, 1
  %c318 = icmp slt i32 %i318n, %n
  br i1 %c318, label %h318, label %l317
l317:
  %i317n = add i32 %i317, 1
  %c317 = icmp slt i32 %i317n, %n
  br i1 %c317, label %h317, label %l316
l316:
  %i316n = add i32 %i316, 1
  %c316 = icmp slt i32 %i316n, %n
  br i1 %c316, label %h316, label %l315
l315:
  %i315n = add i32 %i315, 1
  %c315 = icmp slt i32 %i315n, %n
  br i1 %c315, label %h315, label %l314
l314:
  %i314n = add i32 %i314, 1
  %c314 = icmp slt i32 %i314n, %n
  br i1 %c314, label %h314, label %l313
l313:
  %i313n = add i32 %i313, 1
  %c313 = icmp slt i32 %i313n, %n
  br i1 %c313, label %h313, label %l312
l312:
  %i312n = add i32 %i312, 1
  %c312 = icmp slt i32 %i312n, %n
  br i1 %c312, label %h312, label %l311
l311:
  %i311n = add i32 %i311, 1
  %c311 = icmp slt i32 %i311n, %n
  br i1 %c311, label %h311, label %l310
l310:
  %i310n = add i32 %i310, 1
  %c310 = icmp slt i32 %i310n, %n
  br i1 %c310, label %h310, label %l309
l309:
  %i309n = add i32 %i309, 1
  %c309 = icmp slt i32 %i309n, %n
  br i1 %c309, label %h309, label %l308
l308:
  %i308n = add i32 %i308, 1
  %c308 = icmp slt i32 %i308n, %n
  br i1 %c308, label %h308, label %l307
l307:
  %i307n = add i32 %i307, 1
  %c307 = icmp slt i32 %i307n, %n
  br i1 %c307, label %h307, label %l306
l306:
  %i306n = add i32 %i306, 1
  %c306 = icmp slt i32 %i306n, %n
  br i1 %c306, label %h306, label %l305
l305:
  %i305n = add i32 %i305, 1
  %c305 = icmp slt i32 %i305n, %n
  br i1 %c305, label %h305, label %l304
l304:
  %i304n = add i32 %i304, 1
  %c304 = icmp slt i32 %i304n, %n
  br i1 %c304, label %h304, label %l303
l303:
  %i303n = add i32 %i303, 1
  %c303 = icmp slt i32 %i303n, %n
  br i1 %c303, label %h303, label %l302
l302:
  %i302n = add i32 %i302, 1
  %c302 = icmp slt i32 %i302n, %n
  br i1 %c302, label %h302, label %l301
l301:
  %i301n = add i32 %i301, 1
  %c301 = icmp slt i32 %i301n, %n
  br i1 %c301, label %h301, label %l300
l300:
  %i300n = add i32 %i300, 1
  %c300 = icmp slt i32 %i300n, %n
  br i1 %c300, label %h300, label %l299
l299:
  %i299n = add i32 %i299, 1
  %c299 = icmp slt i32 %i299n, %n
  br i1 %c299, label %h299, label %l298
l298:
  %i298n = add i32 %i298, 1
  %c298 = icmp slt i32 %i298n, %n
  br i1 %c298, label %h298, label %l297
l297:
  %i297n = add i32 %i297, 1
  %c297 = icmp slt i32 %i297n, %n
  br i1 %c297, label %h297, label %l296
l296:
  %i296n = add i32 %i296, 1
  %c296 = icmp slt i32 %i296n, %n
  br i1 %c296, label %h296, label %l295
l295:
  %i295n = add i32 %i295, 1
  %c295 = icmp slt i32 %i295n, %n
  br i1 %c295, label %h295, label %l294
l294:
  %i294n = add i32 %i294, 1
  %c294 = icmp slt i32 %i294n, %n
  br i1 %c294, label %h294, label %l293
l293:
  %i293n = add i32 %i293, 1
  %c293 = icmp slt i32 %i293n, %n
  br i1 %c293, label %h293, label %l292
l292:
  %i292n = add i32 %i292, 1
  %c292 = icmp slt i32 %i292n, %n
  br i1 %c292, label %h292, label %l291
l291:
  %i291n = add i32 %i291, 1
  %c291 = icmp slt i32 %i291n, %n
  br i1 %c291, label %h291, label %l290
l290:
  %i290n = add i32 %i290, 1
  %c290 = icmp slt i32 %i290n, %n
  br i1 %c290, label %h290, label %l289
l289:
  %i289n = add i32 %i289, 1
  %c289 = icmp slt i32 %i289n, %n
  br i1 %c289, label %h289, label %l288
l288:
  %i288n = add i32 %i288, 1
  %c288 = icmp slt i32 %i288n, %n
  br i1 %c288, label %h288, label %l287
l287:
  %i287n = add i32 %i287, 1
  %c287 = icmp slt i32 %i287n, %n
  br i1 %c287, label %h287, label %l286
l286:
  %i286n = add i32 %i286, 1
  %c286 = icmp slt i32 %i286n, %n
  br i1 %c286, label %h286, label %l285
l285:
  %i285n = add i32 %i285, 1
  %c285 = icmp slt i32 %i285n, %n
  br i1 %c285, label %h285, label %l284
l284:
  %i284n = add i32 %i284, 1
  %c284 = icmp slt i32 %i284n, %n
  br i1 %c284, label %h284, label %l283
l283:
  %i283n = add i32 %i283, 1
  %c283 = icmp slt i32 %i283n, %n
  br i1 %c283, label %h283, label %l282
l282:
  %i282n = add i32 %i282, 1
  %c282 = icmp slt i32 %i282n, %n
  br i1 %c282, label %h282, label %l281
l281:
  %i281n = add i32 %i281, 1
  %c281 = icmp slt i32 %i281n, %n
  br i1 %c281, label %h281, label %l280
l280:
  %i280n = add i32 %i280, 1
  %c280 = icmp slt i32 %i280n, %n
  br i1 %c280, label %h280, label %l279
l279:
  %i279n = add i32 %i279, 1
  %c279 = icmp slt i32 %i279n, %n
  br i1 %c279, label %h279, label %l278
l278:
  %i278n = add i32 %i278, 1
  %c278 = icmp slt i32 %i278n, %n
  br i1 %c278, label %h278, label %l277
l277:
  %i277n = add i32 %i277, 1
  %c277 = icmp slt i32 %i277n, %n
  br i1 %c277, label %h277, label %l276
l276:
  %i276n = add i32 %i276, 1
  %c276 = icmp slt i32 %i276n, %n
  br i1 %c276, label %h276, label %l275
l275:
  %i275n = add i32 %i275, 1
  %c275 = icmp slt i32 %i275n, %n
  br i1 %c275, label %h275, label %l274
l274:
  %i274n = add i32 %i274, 1
  %c274 = icmp slt i32 %i274n, %n
  br i1 %c274, label %h274, label %l273
l273:
  %i273n = add i32 %i273, 1
  %c273 = icmp slt i32 %i273n, %n
  br i1 %c273, label %h273, label %l272
l272:
  %i272n = add i32 %i272, 1
  %c272 = icmp slt i32 %i272n, %n
  br i1 %c272, label %h272, label %l271
l271:
  %i271n = add i32 %i271, 1
  %c271 = icmp slt i32 %i271n, %n
  br i1 %c271, label %h271, label %l270
l270:
  %i270n = add i32 %i270, 1
  %c270 = icmp slt i32 %i270n, %n
  br i1 %c270, label %h270, label %l269
l269:
  %i269n = add i32 %i269, 1
  %c269 = icmp slt i32 %i269n, %n
  br i1 %c269, label %h269, label %l268
l268:
  %i268n = add i32 %i268, 1
  %c268 = icmp slt i32 %i268n, %n
  br i1 %c268, label %h268, label %l267
l267:
  %i267n = add i32 %i267, 1
  %c267 = icmp slt i32 %i267n, %n
  br i1 %c267, label %h267, label %l266
l266:
  %i266n = add i32 %i266, 1
  %c266 = icmp slt i32 %i266n, %n
  br i1 %c266, label %h266, label %l265
l265:
  %i265n = add i32 %i265, 1
  %c265 = icmp slt i32 %i265n, %n
  br i1 %c265, label %h265, label %l264
l264:
  %i264n = add i32 %i264, 1
  %c264 = icmp slt i32 %i264n, %n
  br i1 %c264, label %h264, label %l263
l263:
  %i263n = add i32 %i263, 1
  %c263 = icmp slt i32 %i263n, %n
  br i1 %c263, label %h263, label %l262
l262:
  %i262n = add i32 %i262, 1
  %c262 = icmp slt i32 %i262n, %n
  br i1 %c262, label %h262, label %l261
l261:
  %i261n = add i32 %i261, 1
  %c261 = icmp slt i32 %i261n, %n
  br i1 %c261, label %h261, label %l260
l260:
  %i260n = add i32 %i260, 1
  %c260 = icmp slt i32 %i260n, %n
  br i1 %c260, label %h260, label %l259
l259:
  %i259n = add i32 %i259, 1
  %c259 = icmp slt i32 %i259n, %n
  br i1 %c259, label %h259, label %l258
l258:
  %i258n = add i32 %i258, 1
  %c258 = icmp slt i32 %i258n, %n
  br i1 %c258, label %h258, label %l257
l257:
  %i257n = add i32 %i257, 1
  %c257 = icmp slt i32 %i257n, %n
  br i1 %c257, label %h257, label %l256
l256:
  %i256n = add i32 %i256, 1
  %c256 = icmp slt i32 %i256n, %n
  br i1 %c256, label %h256, label %l255
l255:
  %i255n = add i32 %i255, 1
  %c255 = icmp slt i32 %i255n, %n
  br i1 %c255, label %h255, label %l254
l254:
  %i254n = add i32 %i254, 1
  %c254 = icmp slt i32 %i254n, %n
  br i1 %c254, label %h254, label %l253
l253:
  %i253n = add i32 %i253, 1
  %c253 = icmp slt i32 %i253n, %n
  br i1 %c253, label %h253, label %l252
l252:
  %i252n = add i32 %i252, 1
  %c252 = icmp slt i32 %i252n, %n
  br i1 %c252, label %h252, label %l251
l251:
  %i251n = add i32 %i251, 1
  %c251 = icmp slt i32 %i251n, %n
  br i1 %c251, label %h251, label %l250
l250:
  %i250n = add i32 %i250, 1
  %c250 = icmp slt i32 %i250n, %n
  br i1 %c250, label %h250, label %l249
l249:
  %i249n = add i32 %i249, 1
  %c249 = icmp slt i32 %i249n, %n
  br i1 %c249, label %h249, label %l248
l248:
  %i248n = add i32 %i248, 1
  %c248 = icmp slt i32 %i248n, %n
  br i1 %c248, label %h248, label %l247
l247:
  %i247n = add i32 %i247, 1
  %c247 = icmp slt i32 %i247n, %n
  br i1 %c247, label %h247, label %l246
l246:
  %i246n = add i32 %i246, 1
  %c246 = icmp slt i32 %i246n, %n
  br i1 %c246, label %h246, label %l245
l245:
  %i245n = add i32 %i245, 1
  %c245 = icmp slt i32 %i245n, %n
  br i1 %c245, label %h245, label %l244
l244:
  %i244n = add i32 %i244, 1
  %c244 = icmp slt i32 %i244n, %n
  br i1 %c244, label %h244, label %l243
l243:
  %i243n = add i32 %i243, 1
  %c243 = icmp slt i32 %i243n, %n
  br i1 %c243, label %h243, label %l242
l242:
  %i242n = add i32 %i242, 1
  %c242 = icmp slt i32 %i242n, %n
  br i1 %c242, label %h242, label %l241
l241:
  %i241n = add i32 %i241, 1
  %c241 = icmp slt i32 %i241n, %n
  br i1 %c241, label %h241, label %l240
l240:
  %i240n = add i32 %i240, 1
  %c240 = icmp slt i32 %i240n, %n
  br i1 %c240, label %h240, label %l239
l239:
  %i239n = add i32 %i239, 1
  %c239 = icmp slt i32 %i239n, %n
  br i1 %c239, label %h239, label %l238
l238:
  %i238n = add i32 %i238, 1
  %c238 = icmp slt i32 %i238n, %n
  br i1 %c238, label %h238, label %l237
l237:
  %i237n = add i32 %i237, 1
  %c237 = icmp slt i32 %i237n, %n
  br i1 %c237, label %h237, label %l236
l236:
  %i236n = add i32 %i236, 1
  %c236 = icmp slt i32 %i236n, %n
  br i1 %c236, label %h236, label %l235
l235:
  %i235n = add i32 %i235, 1
  %c235 = icmp slt i32 %i235n, %n
  br i1 %c235, label %h235, label %l234
l234:
  %i234n = add i32 %i234, 1
  %c234 = icmp slt i32 %i234n, %n
  br i1 %c234, label %h234, label %l233
l233:
  %i233n = add i32 %i233, 1
  %c233 = icmp slt i32 %i233n, %n
  br i1 %c233, label %h233, label %l232
l232:
  %i232n = add i32 %i232, 1
  %c232 = icmp slt i32 %i232n, %n
  br i1 %c232, label %h232, label %l231
l231:
  %i231n = add i32 %i231, 1
  %c231 = icmp slt i32 %i231n, %n
  br i1 %c231, label %h231, label %l230
l230:
  %i230n = add i32 %i230, 1
  %c230 = icmp slt i32 %i230n, %n
  br i1 %c230, label %h230, label %l229
l229:
  %i229n = add i32 %i229, 1
  %c229 = icmp slt i32 %i229n, %n
  br i1 %c229, label %h229, label %l228
l228:
  %i228n = add i32 %i228, 1
  %c228 = icmp slt i32 %i228n, %n
  br i1 %c228, label %h228, label %l227
l227:
  %i227n = add i32 %i227, 1
  %c227 = icmp slt i32 %i227n, %n
  br i1 %c227, label %h227, label %l226
l226:
  %i226n = add i32 %i226, 1
  %c226 = icmp slt i32 %i226n, %n
  br i1 %c226, label %h226, label %l225
l225:
  %i225n = add i32 %i225, 1
  %c225 = icmp slt i32 %i225n, %n
  br i1 %c225, label %h225, label %l224
l224:
  %i224n = add i32 %i224, 1
  %c224 = icmp slt i32 %i224n, %n
  br i1 %c224, label %h224, label %l223
l223:
  %i223n = add i32 %i223, 1
  %c223 = icmp slt i32 %i223n, %n
  br i1 %c223, label %h223, label %l222
l222:
  %i222n = add i32 %i222, 1
  %c222 = icmp slt i32 %i222n, %n
  br i1 %c222, label %h222, label %l221
l221:
  %i221n = add i32 %i221, 1
  %c221 = icmp slt i32 %i221n, %n
  br i1 %c221, label %h221, label %l220
l220:
  %i220n = add i32 %i220, 1
  %c220 = icmp slt i32 %i220n, %n
  br i1 %c220, label %h220, label %l219
l219:
  %i219n = add i32 %i219, 1
  %c219 = icmp slt i32 %i219n, %n
  br i1 %c219, label %h219, label %l218
l218:
  %i218n = add i32 %i218, 1
  %c218 = icmp slt i32 %i218n, %n
  br i1 %c218, label %h218, label %l217
l217:
  %i217n = add i32 %i217, 1
  %c217 = icmp slt i32 %i217n, %n
  br i1 %c217, label %h217, label %l216
l216:
  %i216n = add i32 %i216, 1
  %c216 = icmp slt i32 %i216n, %n
  br i1 %c216, label %h216, label %l215
l215:
  %i215n = add i32 %i215, 1
  %c215 = icmp slt i32 %i215n, %n
  br i1 %c215, label %h215, label %l214
l214:
  %i214n = add i32 %i214, 1
  %c214 = icmp slt i32 %i214n, %n
  br i1 %c214, label %h214, label %l213
l213:
  %i213n = add i32 %i213, 1
  %c213 = icmp slt i32 %i213n, %n
  br i1 %c213, label %h213, label %l212
l212:
  %i212n = add i32 %i212, 1
  %c212 = icmp slt i32 %i212n, %n
  br i1 %c212, label %h212, label %l211
l211:
  %i211n = add i32 %i211, 1
  %c211 = icmp slt i32 %i211n, %n
  br i1 %c211, label %h211, label %l210
l210:
  %i210n = add i32 %i210, 1
  %c210 = icmp slt i32 %i210n, %n
  br i1 %c210, label %h210, label %l209
l209:
  %i209n = add i32 %i209, 1
  %c209 = icmp slt i32 %i209n, %n
  br i1 %c209, label %h209, label %l208
l208:
  %i208n = add i32 %i208, 1
  %c208 = icmp slt i32 %i208n, %n
  br i1 %c208, label %h208, label %l207
l207:
  %i207n = add i32 %i207, 1
  %c207 = icmp slt i32 %i207n, %n
  br i1 %c207, label %h207, label %l206
l206:
  %i206n = add i32 %i206, 1
  %c206 = icmp slt i32 %i206n, %n
  br i1 %c206, label %h206, label %l205
l205:
  %i205n = add i32 %i205, 1
  %c205 = icmp slt i32 %i205n, %n
  br i1 %c205, label %h205, label %l204
l204:
  %i204n = add i32 %i204, 1
  %c204 = icmp slt i32 %i204n, %n
  br i1 %c204, label %h204, label %l203
l203:
  %i203n = add i32 %i203, 1
  %c203 = icmp slt i32 %i203n, %n
  br i1 %c203, label %h203, label %l202
l202:
  %i202n = add i32 %i202, 1
  %c202 = icmp slt i32 %i202n, %n
  br i1 %c202, label %h202, label %l201
l201:
  %i201n = add i32 %i201, 1
  %c201 = icmp slt i32 %i201n, %n
  br i1 %c201, label %h201, label %l200
l200:
  %i200n = add i32 %i200, 1
  %c200 = icmp slt i32 %i200n, %n
  br i1 %c200, label %h200, label %l199
l199:
  %i199n = add i32 %i199, 1
  %c199 = icmp slt i32 %i199n, %n
  br i1 %c199, label %h199, label %l198
l198:
  %i198n = add i32 %i198, 1
  %c198 = icmp slt i32 %i198n, %n
  br i1 %c198, label %h198, label %l197
l197:
  %i197n = add i32 %i197, 1
  %c197 = icmp slt i32 %i197n, %n
  br i1 %c197, label %h197, label %l196
l196:
  %i196n = add i32 %i196, 1
  %c196 = icmp slt i32 %i196n, %n
  br i1 %c196, label %h196, label %l195
l195:
  %i195n = add i32 %i195, 1
  %c195 = icmp slt i32 %i195n, %n
  br i1 %c195, label %h195, label %l194
l194:
  %i194n = add i32 %i194, 1
  %c194 = icmp slt i32 %i194n, %n
  br i1 %c194, label %h194, label %l193
l193:
  %i193n = add i32 %i193, 1
  %c193 = icmp slt i32 %i193n, %n
  br i1 %c193, label %h193, label %l192
l192:
  %i192n = add i32 %i192, 1
  %c192 = icmp slt i32 %i192n, %n
  br i1 %c192, label %h192, label %l191
l191:
  %i191n = add i32 %i191, 1
  %c191 = icmp slt i32 %i191n, %n
  br i1 %c191, label %h191, label %l190
l190:
  %i190n = add i32 %i190, 1
  %c190 = icmp slt i32 %i190n, %n
  br i1 %c190, label %h190, label %l189
l189:
  %i189n = add i32 %i189, 1
  %c189 = icmp slt i32 %i189n, %n
  br i1 %c189, label %h189, label %l188
l188:
  %i188n = add i32 %i188, 1
  %c188 = icmp slt i32 %i188n, %n
  br i1 %c188, label %h188, label %l187
l187:
  %i187n = add i32 %i187, 1
  %c187 = icmp slt i32 %i187n, %n
  br i1 %c187, label %h187, label %l186
l186:
  %i186n = add i32 %i186, 1
  %c186 = icmp slt i32 %i186n, %n
  br i1 %c186, label %h186, label %l185
l185:
  %i185n = add i32 %i185, 1
  %c185 = icmp slt i32 %i185n, %n
  br i1 %c185, label %h185, label %l184
l184:
  %i184n = add i32 %i184, 1
  %c184 = icmp slt i32 %i184n, %n
  br i1 %c184, label %h184, label %l183
l183:
  %i183n = add i32 %i183, 1
  %c183 = icmp slt i32 %i183n, %n
  br i1 %c183, label %h183, label %l182
l182:
  %i182n = add i32 %i182, 1
  %c182 = icmp slt i32 %i182n, %n
  br i1 %c182, label %h182, label %l181
l181:
  %i181n = add i32 %i181, 1
  %c181 = icmp slt i32 %i181n, %n
  br i1 %c181, label %h181, label %l180
l180:
  %i180n = add i32 %i180, 1
  %c180 = icmp slt i32 %i180n, %n
  br i1 %c180, label %h180, label %l179
l179:
  %i179n = add i32 %i179, 1
  %c179 = icmp slt i32 %i179n, %n
  br i1 %c179, label %h179, label %l178
l178:
  %i178n = add i32 %i178, 1
  %c178 = icmp slt i32 %i178n, %n
  br i1 %c178, label %h178, label %l177
l177:
  %i177n = add i32 %i177, 1
  %c177 = icmp slt i32 %i177n, %n
  br i1 %c177, label %h177, label %l176
l176:
  %i176n = add i32 %i176, 1
  %c176 = icmp slt i32 %i176n, %n
  br i1 %c176, label %h176, label %l175
l175:
  %i175n = add i32 %i175, 1
  %c175 = icmp slt i32 %i175n, %n
  br i1 %c175, label %h175, label %l174
l174:
  %i174n = add i32 %i174, 1
  %c174 = icmp slt i32 %i174n, %n
  br i1 %c174, label %h174, label %l173
l173:
  %i173n = add i32 %i173, 1
  %c173 = icmp slt i32 %i173n, %n
  br i1 %c173, label %h173, label %l172
l172:
  %i172n = add i32 %i172, 1
  %c172 = icmp slt i32 %i172n, %n
  br i1 %c172, label %h172, label %l171
l171:
  %i171n = add i32 %i171, 1
  %c171 = icmp slt i32 %i171n, %n
  br i1 %c171, label %h171, label %l170
l170:
  %i170n = add i32 %i170, 1
  %c170 = icmp slt i32 %i170n, %n
  br i1 %c170, label %h170, label %l169
l169:
  %i169n = add i32 %i169, 1
  %c169 = icmp slt i32 %i169n, %n
  br i1 %c169, label %h169, label %l168
l168:
  %i168n = add i32 %i168, 1
  %c168 = icmp slt i32 %i168n, %n
  br i1 %c168, label %h168, label %l167
l167:
  %i167n = add i32 %i167, 1
  %c167 = icmp slt i32 %i167n, %n
  br i1 %c167, label %h167, label %l166
l166:
  %i166n = add i32 %i166, 1
  %c166 = icmp slt i32 %i166n, %n
  br i1 %c166, label %h166, label %l165
l165:
  %i165n = add i32 %i165, 1
  %c165 = icmp slt i32 %i165n, %n
  br i1 %c165, label %h165, label %l164
l164:
  %i164n = add i32 %i164, 1
  %c164 = icmp slt i32 %i164n, %n
  br i1 %c164, label %h164, label %l163
l163:
  %i163n = add i32 %i163, 1
  %c163 = icmp slt i32 %i163n, %n
  br i1 %c163, label %h163, label %l162
l162:
  %i162n = add i32 %i162, 1
  %c162 = icmp slt i32 %i162n, %n
  br i1 %c162, label %h162, label %l161
l161:
  %i161n = add i32 %i161, 1
  %c161 = icmp slt i32 %i161n, %n
  br i1 %c161, label %h161, label %l160
l160:
  %i160n = add i32 %i160, 1
  %c160 = icmp slt i32 %i160n, %n
  br i1 %c160, label %h160, label %l159
l159:
  %i159n = add i32 %i159, 1
  %c159 = icmp slt i32 %i159n, %n
  br i1 %c159, label %h159, label %l158
l158:
  %i158n = add i32 %i158, 1
  %c158 = icmp slt i32 %i158n, %n
  br i1 %c158, label %h158, label %l157
l157:
  %i157n = add i32 %i157, 1
  %c157 = icmp slt i32 %i157n, %n
  br i1 %c157, label %h157, label %l156
l156:
  %i156n = add i32 %i156, 1
  %c156 = icmp slt i32 %i156n, %n
  br i1 %c156, label %h156, label %l155
l155:
  %i155n = add i32 %i155, 1
  %c155 = icmp slt i32 %i155n, %n
  br i1 %c155, label %h155, label %l154
l154:
  %i154n = add i32 %i154, 1
  %c154 = icmp slt i32 %i154n, %n
  br i1 %c154, label %h154, label %l153
l153:
  %i153n = add i32 %i153, 1
  %c153 = icmp slt i32 %i153n, %n
  br i1 %c153, label %h153, label %l152
l152:
  %i152n = add i32 %i152, 1
  %c152 = icmp slt i32 %i152n, %n
  br i1 %c152, label %h152, label %l151
l151:
  %i151n = add i32 %i151, 1
  %c151 = icmp slt i32 %i151n, %n
  br i1 %c151, label %h151, label %l150
l150:
  %i150n = add i32 %i150, 1
  %c150 = icmp slt i32 %i150n, %n
  br i1 %c150, label %h150, label %l149
l149:
  %i149n = add i32 %i149, 1
  %c149 = icmp slt i32 %i149n, %n
  br i1 %c149, label %h149, label %l148
l148:
  %i148n = add i32 %i148, 1
  %c148 = icmp slt i32 %i148n, %n
  br i1 %c148, label %h148, label %l147
l147:
  %i147n = add i32 %i147, 1
  %c147 = icmp slt i32 %i147n, %n
  br i1 %c147, label %h147, label %l146
l146:
  %i146n = add i32 %i146, 1
  %c146 = icmp slt i32 %i146n, %n
  br i1 %c146, label %h146, label %l145
l145:
  %i145n = add i32 %i145, 1
  %c145 = icmp slt i32 %i145n, %n
  br i1 %c145, label %h145, label %l144
l144:
  %i144n = add i32 %i144, 1
  %c144 = icmp slt i32 %i144n, %n
  br i1 %c144, label %h144, label %l143
l143:
  %i143n = add i32 %i143, 1
  %c143 = icmp slt i32 %i143n, %n
  br i1 %c143, label %h143, label %l142
l142:
  %i142n = add i32 %i142, 1
  %c142 = icmp slt i32 %i142n, %n
  br i1 %c142, label %h142, label %l141
l141:
  %i141n = add i32 %i141, 1
  %c141 = icmp slt i32 %i141n, %n
  br i1 %c141, label %h141, label %l140
l140:
  %i140n = add i32 %i140, 1
  %c140 = icmp slt i32 %i140n, %n
  br i1 %c140, label %h140, label %l139
l139:
  %i139n = add i32 %i139, 1
  %c139 = icmp slt i32 %i139n, %n
  br i1 %c139, label %h139, label %l138
l138:
  %i138n = add i32 %i138, 1
  %c138 = icmp slt i32 %i138n, %n
  br i1 %c138, label %h138, label %l137
l137:
  %i137n = add i32 %i137, 1
  %c137 = icmp slt i32 %i137n, %n
  br i1 %c137, label %h137, label %l136
l136:
  %i136n = add i32 %i136, 1
  %c136 = icmp slt i32 %i136n, %n
  br i1 %c136, label %h136, label %l135
l135:
  %i135n = add i32 %i135, 1
  %c135 = icmp slt i32 %i135n, %n
  br i1 %c135, label %h135, label %l134
l134:
  %i134n = add i32 %i134, 1
  %c134 = icmp slt i32 %i134n, %n
  br i1 %c134, label %h134, label %l133
l133:
  %i133n = add i32 %i133, 1
  %c133 = icmp slt i32 %i133n, %n
  br i1 %c133, label %h133, label %l132
l132:
  %i132n = add i32 %i132, 1
  %c132 = icmp slt i32 %i132n, %n
  br i1 %c132, label %h132, label %l131
l131:
  %i131n = add i32 %i131, 1
  %c131 = icmp slt i32 %i131n, %n
  br i1 %c131, label %h131, label %l130
l130:
  %i130n = add i32 %i130, 1
  %c130 = icmp slt i32 %i130n, %n
  br i1 %c130, label %h130, label %l129
l129:
  %i129n = add i32 %i129, 1
  %c129 = icmp slt i32 %i129n, %n
  br i1 %c129, label %h129, label %l128
l128:
  %i128n = add i32 %i128, 1
  %c128 = icmp slt i32 %i128n, %n
  br i1 %c128, label %h128, label %l127
l127:
  %i127n = add i32 %i127, 1
  %c127 = icmp slt i32 %i127n, %n
  br i1 %c127, label %h127, label %l126
l126:
  %i126n = add i32 %i126, 1
  %c126 = icmp slt i32 %i126n, %n
  br i1 %c126, label %h126, label %l125
l125:
  %i125n = add i32 %i125, 1
  %c125 = icmp slt i32 %i125n, %n
  br i1 %c125, label %h125, label %l124
l124:
  %i124n = add i32 %i124, 1
  %c124 = icmp slt i32 %i124n, %n
  br i1 %c124, label %h124, label %l123
l123:
  %i123n = add i32 %i123, 1
  %c123 = icmp slt i32 %i123n, %n
  br i1 %c123, label %h123, label %l122
l122:
  %i122n = add i32 %i122, 1
  %c122 = icmp slt i32 %i122n, %n
  br i1 %c122, label %h122, label %l121
l121:
  %i121n = add i32 %i121, 1
  %c121 = icmp slt i32 %i121n, %n
  br i1 %c121, label %h121, label %l120
l120:
  %i120n = add i32 %i120, 1
  %c120 = icmp slt i32 %i120n, %n
  br i1 %c120, label %h120, label %l119
l119:
  %i119n = add i32 %i119, 1
  %c119 = icmp slt i32 %i119n, %n
  br i1 %c119, label %h119, label %l118
l118:
  %i118n = add i32 %i118, 1
  %c118 = icmp slt i32 %i118n, %n
  br i1 %c118, label %h118, label %l117
l117:
  %i117n = add i32 %i117, 1
  %c117 = icmp slt i32 %i117n, %n
  br i1 %c117, label %h117, label %l116
l116:
  %i116n = add i32 %i116, 1
  %c116 = icmp slt i32 %i116n, %n
  br i1 %c116, label %h116, label %l115
l115:
  %i115n = add i32 %i115, 1
  %c115 = icmp slt i32 %i115n, %n
  br i1 %c115, label %h115, label %l114
l114:
  %i114n = add i32 %i114, 1
  %c114 = icmp slt i32 %i114n, %n
  br i1 %c114, label %h114, label %l113
l113:
  %i113n = add i32 %i113, 1
  %c113 = icmp slt i32 %i113n, %n
  br i1 %c113, label %h113, label %l112
l112:
  %i112n = add i32 %i112, 1
  %c112 = icmp slt i32 %i112n, %n
  br i1 %c112, label %h112, label %l111
l111:
  %i111n = add i32 %i111, 1
  %c111 = icmp slt i32 %i111n, %n
  br i1 %c111, label %h111, label %l110
l110:
  %i110n = add i32 %i110, 1
  %c110 = icmp slt i32 %i110n, %n
  br i1 %c110, label %h110, label %l109
l109:
  %i109n = add i32 %i109, 1
  %c109 = icmp slt i32 %i109n, %n
  br i1 %c109, label %h109, label %l108
l108:
  %i108n = add i32 %i108, 1
  %c108 = icmp slt i32 %i108n, %n
  br i1 %c108, label %h108, label %l107
l107:
  %i107n = add i32 %i107, 1
  %c107 = icmp slt i32 %i107n, %n
  br i1 %c107, label %h107, label %l106
l106:
  %i106n = add i32 %i106, 1
  %c106 = icmp slt i32 %i106n, %n
  br i1 %c106, label %h106, label %l105
l105:
  %i105n = add i32 %i105, 1
  %c105 = icmp slt i32 %i105n, %n
  br i1 %c105, label %h105, label %l104
l104:
  %i104n = add i32 %i104, 1
  %c104 = icmp slt i32 %i104n, %n
  br i1 %c104, label %h104, label %l103
l103:
  %i103n = add i32 %i103, 1
  %c103 = icmp slt i32 %i103n, %n
  br i1 %c103, label %h103, label %l102
l102:
  %i102n = add i32 %i102, 1
  %c102 = icmp slt i32 %i102n, %n
  br i1 %c102, label %h102, label %l101
l101:
  %i101n = add i32 %i101, 1
  %c101 = icmp slt i32 %i101n, %n
  br i1 %c101, label %h101, label %l100
l100:
  %i100n = add i32 %i100, 1
  %c100 = icmp slt i32 %i100n, %n
  br i1 %c100, label %h100, label %l99
l99:
  %i99n = add i32 %i99, 1
  %c99 = icmp slt i32 %i99n, %n
  br i1 %c99, label %h99, label %l98
l98:
  %i98n = add i32 %i98, 1
  %c98 = icmp slt i32 %i98n, %n
  br i1 %c98, label %h98, label %l97
l97:
  %i97n = add i32 %i97, 1
  %c97 = icmp slt i32 %i97n, %n
  br i1 %c97, label %h97, label %l96
l96:
  %i96n = add i32 %i96, 1
  %c96 = icmp slt i32 %i96n, %n
  br i1 %c96, label %h96, label %l95
l95:
  %i95n = add i32 %i95, 1
  %c95 = icmp slt i32 %i95n, %n
  br i1 %c95, label %h95, label %l94
l94:
  %i94n = add i32 %i94, 1
  %c94 = icmp slt i32 %i94n, %n
  br i1 %c94, label %h94, label %l93
l93:
  %i93n = add i32 %i93, 1
  %c93 = icmp slt i32 %i93n, %n
  br i1 %c93, label %h93, label %l92
l92:
  %i92n = add i32 %i92, 1
  %c92 = icmp slt i32 %i92n, %n
  br i1 %c92, label %h92, label %l91
l91:
  %i91n = add i32 %i91, 1
  %c91 = icmp slt i32 %i91n, %n
  br i1 %c91, label %h91, label %l90
l90:
  %i90n = add i32 %i90, 1
  %c90 = icmp slt i32 %i90n, %n
  br i1 %c90, label %h90, label %l89
l89:
  %i89n = add i32 %i89, 1
  %c89 = icmp slt i32 %i89n, %n
  br i1 %c89, label %h89, label %l88
l88:
  %i88n = add i32 %i88, 1
  %c88 = icmp slt i32 %i88n, %n
  br i1 %c88, label %h88, label %l87
l87:
  %i87n = add i32 %i87, 1
  %c87 = icmp slt i32 %i87n, %n
  br i1 %c87, label %h87, label %l86
l86:
  %i86n = add i32 %i86, 1
  %c86 = icmp slt i32 %i86n, %n
  br i1 %c86, label %h86, label %l85
l85:
  %i85n = add i32 %i85, 1
  %c85 = icmp slt i32 %i85n, %n
  br i1 %c85, label %h85, label %l84
l84:
  %i84n = add i32 %i84, 1
  %c84 = icmp slt i32 %i84n, %n
  br i1 %c84, label %h84, label %l83
l83:
  %i83n = add i32 %i83, 1
  %c83 = icmp slt i32 %i83n, %n
  br i1 %c83, label %h83, label %l82
l82:
  %i82n = add i32 %i82, 1
  %c82 = icmp slt i32 %i82n, %n
  br i1 %c82, label %h82, label %l81
l81:
  %i81n = add i32 %i81, 1
  %c81 = icmp slt i32 %i81n, %n
  br i1 %c81, label %h81, label %l80
l80:
  %i80n = add i32 %i80, 1
  %c80 = icmp slt i32 %i80n, %n
  br i1 %c80, label %h80, label %l79
l79:
  %i79n = add i32 %i79, 1
  %c79 = icmp slt i32 %i79n, %n
  br i1 %c79, label %h79, label %l78
l78:
  %i78n = add i32 %i78, 1
  %c78 = icmp slt i32 %i78n, %n
  br i1 %c78, label %h78, label %l77
l77:
  %i77n = add i32 %i77, 1
  %c77 = icmp slt i32 %i77n, %n
  br i1 %c77, label %h77, label %l76
l76:
  %i76n = add i32 %i76, 1
  %c76 = icmp slt i32 %i76n, %n
  br i1 %c76, label %h76, label %l75
l75:
  %i75n = add i32 %i75, 1
  %c75 = icmp slt i32 %i75n, %n
  br i1 %c75, label %h75, label %l74
l74:
  %i74n = add i32 %i74, 1
  %c74 = icmp slt i32 %i74n, %n
  br i1 %c74, label %h74, label %l73
l73:
  %i73n = add i32 %i73, 1
  %c73 = icmp slt i32 %i73n, %n
  br i1 %c73, label %h73, label %l72
l72:
  %i72n = add i32 %i72, 1
  %c72 = icmp slt i32 %i72n, %n
  br i1 %c72, label %h72, label %l71
l71:
  %i71n = add i32 %i71, 1
  %c71 = icmp slt i32 %i71n, %n
  br i1 %c71, label %h71, label %l70
l70:
  %i70n = add i32 %i70, 1
  %c70 = icmp slt i32 %i70n, %n
  br i1 %c70, label %h70, label %l69
l69:
  %i69n = add i32 %i69, 1
  %c69 = icmp slt i32 %i69n, %n
  br i1 %c69, label %h69, label %l68
l68:
  %i68n = add i32 %i68, 1
  %c68 = icmp slt i32 %i68n, %n
  br i1 %c68, label %h68, label %l67
l67:
  %i67n = add i32 %i67, 1
  %c67 = icmp slt i32 %i67n, %n
  br i1 %c67, label %h67, label %l66
l66:
  %i66n = add i32 %i66, 1
  %c66 = icmp slt i32 %i66n, %n
  br i1 %c66, label %h66, label %l65
l65:
  %i65n = add i32 %i65, 1
  %c65 = icmp slt i32 %i65n, %n
  br i1 %c65, label %h65, label %l64
l64:
  %i64n = add i32 %i64, 1
  %c64 = icmp slt i32 %i64n, %n
  br i1 %c64, label %h64, label %l63
l63:
  %i63n = add i32 %i63, 1
  %c63 = icmp slt i32 %i63n, %n
  br i1 %c63, label %h63, label %l62
l62:
  %i62n = add i32 %i62, 1
  %c62 = icmp slt i32 %i62n, %n
  br i1 %c62, label %h62, label %l61
l61:
  %i61n = add i32 %i61, 1
  %c61 = icmp slt i32 %i61n, %n
  br i1 %c61, label %h61, label %l60
l60:
  %i60n = add i32 %i60, 1
  %c60 = icmp slt i32 %i60n, %n
  br i1 %c60, label %h60, label %l59
l59:
  %i59n = add i32 %i59, 1
  %c59 = icmp slt i32 %i59n, %n
  br i1 %c59, label %h59, label %l58
l58:
  %i58n = add i32 %i58, 1
  %c58 = icmp slt i32 %i58n, %n
  br i1 %c58, label %h58, label %l57
l57:
  %i57n = add i32 %i57, 1
  %c57 = icmp slt i32 %i57n, %n
  br i1 %c57, label %h57, label %l56
l56:
  %i56n = add i32 %i56, 1
  %c56 = icmp slt i32 %i56n, %n
  br i1 %c56, label %h56, label %l55
l55:
  %i55n = add i32 %i55, 1
  %c55 = icmp slt i32 %i55n, %n
  br i1 %c55, label %h55, label %l54
l54:
  %i54n = add i32 %i54, 1
  %c54 = icmp slt i32 %i54n, %n
  br i1 %c54, label %h54, label %l53
l53:
  %i53n = add i32 %i53, 1
  %c53 = icmp slt i32 %i53n, %n
  br i1 %c53, label %h53, label %l52
l52:
  %i52n = add i32 %i52, 1
  %c52 = icmp slt i32 %i52n, %n
  br i1 %c52, label %h52, label %l51
l51:
  %i51n = add i32 %i51, 1
  %c51 = icmp slt i32 %i51n, %n
  br i1 %c51, label %h51, label %l50
l50:
  %i50n = add i32 %i50, 1
  %c50 = icmp slt i32 %i50n, %n
  br i1 %c50, label %h50, label %l49
l49:
  %i49n = add i32 %i49, 1
  %c49 = icmp slt i32 %i49n, %n
  br i1 %c49, label %h49, label %l48
l48:
  %i48n = add i32 %i48, 1
  %c48 = icmp slt i32 %i48n, %n
  br i1 %c48, label %h48, label %l47
l47:
  %i47n = add i32 %i47, 1
  %c47 = icmp slt i32 %i47n, %n
  br i1 %c47, label %h47, label %l46
l46:
  %i46n = add i32 %i46, 1
  %c46 = icmp slt i32 %i46n, %n
  br i1 %c46, label %h46, label %l45
l45:
  %i45n = add i32 %i45, 1
  %c45 = icmp slt i32 %i45n, %n
  br i1 %c45, label %h45, label %l44
l44:
  %i44n = add i32 %i44, 1
  %c44 = icmp slt i32 %i44n, %n
  br i1 %c44, label %h44, label %l43
l43:
  %i43n = add i32 %i43, 1
  %c43 = icmp slt i32 %i43n, %n
  br i1 %c43, label %h43, label %l42
l42:
  %i42n = add i32 %i42, 1
  %c42 = icmp slt i32 %i42n, %n
  br i1 %c42, label %h42, label %l41
l41:
  %i41n = add i32 %i41, 1
  %c41 = icmp slt i32 %i41n, %n
  br i1 %c41, label %h41, label %l40
l40:
  %i40n = add i32 %i40, 1
  %c40 = icmp slt i32 %i40n, %n
  br i1 %c40, label %h40, label %l39
l39:
  %i39n = add i32 %i39, 1
  %c39 = icmp slt i32 %i39n, %n
  br i1 %c39, label %h39, label %l38
l38:
  %i38n = add i32 %i38, 1
  %c38 = icmp slt i32 %i38n, %n
  br i1 %c38, label %h38, label %l37
l37:
  %i37n = add i32 %i37, 1
  %c37 = icmp slt i32 %i37n, %n
  br i1 %c37, label %h37, label %l36
l36:
  %i36n = add i32 %i36, 1
  %c36 = icmp slt i32 %i36n, %n
  br i1 %c36, label %h36, label %l35
l35:
  %i35n = add i32 %i35, 1
  %c35 = icmp slt i32 %i35n, %n
  br i1 %c35, label %h35, label %l34
l34:
  %i34n = add i32 %i34, 1
  %c34 = icmp slt i32 %i34n, %n
  br i1 %c34, label %h34, label %l33
l33:
  %i33n = add i32 %i33, 1
  %c33 = icmp slt i32 %i33n, %n
  br i1 %c33, label %h33, label %l32
l32:
  %i32n = add i32 %i32, 1
  %c32 = icmp slt i32 %i32n, %n
  br i1 %c32, label %h32, label %l31
l31:
  %i31n = add i32 %i31, 1
  %c31 = icmp slt i32 %i31n, %n
  br i1 %c31, label %h31, label %l30
l30:
  %i30n = add i32 %i30, 1
  %c30 = icmp slt i32 %i30n, %n
  br i1 %c30, label %h30, label %l29
l29:
  %i29n = add i32 %i29, 1
  %c29 = icmp slt i32 %i29n, %n
  br i1 %c29, label %h29, label %l28
l28:
  %i28n = add i32 %i28, 1
  %c28 = icmp slt i32 %i28n, %n
  br i1 %c28, label %h28, label %l27
l27:
  %i27n = add i32 %i27, 1
  %c27 = icmp slt i32 %i27n, %n
  br i1 %c27, label %h27, label %l26
l26:
  %i26n = add i32 %i26, 1
  %c26 = icmp slt i32 %i26n, %n
  br i1 %c26, label %h26, label %l25
l25:
  %i25n = add i32 %i25, 1
  %c25 = icmp slt i32 %i25n, %n
  br i1 %c25, label %h25, label %l24
l24:
  %i24n = add i32 %i24, 1
  %c24 = icmp slt i32 %i24n, %n
  br i1 %c24, label %h24, label %l23
l23:
  %i23n = add i32 %i23, 1
  %c23 = icmp slt i32 %i23n, %n
  br i1 %c23, label %h23, label %l22
l22:
  %i22n = add i32 %i22, 1
  %c22 = icmp slt i32 %i22n, %n
  br i1 %c22, label %h22, label %l21
l21:
  %i21n = add i32 %i21, 1
  %c21 = icmp slt i32 %i21n, %n
  br i1 %c21, label %h21, label %l20
l20:
  %i20n = add i32 %i20, 1
  %c20 = icmp slt i32 %i20n, %n
  br i1 %c20, label %h20, label %l19
l19:
  %i19n = add i32 %i19, 1
  %c19 = icmp slt i32 %i19n, %n
  br i1 %c19, label %h19, label %l18
l18:
  %i18n = add i32 %i18, 1
  %c18 = icmp slt i32 %i18n, %n
  br i1 %c18, label %h18, label %l17
l17:
  %i17n = add i32 %i17, 1
  %c17 = icmp slt i32 %i17n, %n
  br i1 %c17, label %h17, label %l16
l16:
  %i16n = add i32 %i16, 1
  %c16 = icmp slt i32 %i16n, %n
  br i1 %c16, label %h16, label %l15
l15:
  %i15n = add i32 %i15, 1
  %c15 = icmp slt i32 %i15n, %n
  br i1 %c15, label %h15, label %l14
l14:
  %i14n = add i32 %i14, 1
  %c14 = icmp slt i32 %i14n, %n
  br i1 %c14, label %h14, label %l13
l13:
  %i13n = add i32 %i13, 1
  %c13 = icmp slt i32 %i13n, %n
  br i1 %c13, label %h13, label %l12
l12:
  %i12n = add i32 %i12, 1
  %c12 = icmp slt i32 %i12n, %n
  br i1 %c12, label %h12, label %l11
l11:
  %i11n = add i32 %i11, 1
  %c11 = icmp slt i32 %i11n, %n
  br i1 %c11, label %h11, label %l10
l10:
  %i10n = add i32 %i10, 1
  %c10 = icmp slt i32 %i10n, %n
  br i1 %c10, label %h10, label %l9
l9:
  %i9n = add i32 %i9, 1
  %c9 = icmp slt i32 %i9n, %n
  br i1 %c9, label %h9, label %l8
l8:
  %i8n = add i32 %i8, 1
  %c8 = icmp slt i32 %i8n, %n
  br i1 %c8, label %h8, label %l7
l7:
  %i7n = add i32 %i7, 1
  %c7 = icmp slt i32 %i7n, %n
  br i1 %c7, label %h7, label %l6
l6:
  %i6n = add i32 %i6, 1
  %c6 = icmp slt i32 %i6n, %n
  br i1 %c6, label %h6, label %l5
l5:
  %i5n = add i32 %i5, 1
  %c5 = icmp slt i32 %i5n, %n
  br i1 %c5, label %h5, label %l4
l4:
  %i4n = add i32 %i4, 1
  %c4 = icmp slt i32 %i4n, %n
  br i1 %c4, label %h4, label %l3
l3:
  %i3n = add i32 %i3, 1
  %c3 = icmp slt i32 %i3n, %n
  br i1 %c3, label %h3, label %l2
l2:
  %i2n = add i32 %i2, 1
  %c2 = icmp slt i32 %i2n, %n
  br i1 %c2, label %h2, label %l1
l1:
  %i1n = add i32 %i1, 1
  %c1 = icmp slt i32 %i1n, %n
  br i1 %c1, label %h1, label %l0
l0:
  %i0n = add i32 %i0, 1
  %c0 = icmp slt i32 %i0n, %n
  br i1 %c0, label %h0, label %exit
exit:
  ret void
}
