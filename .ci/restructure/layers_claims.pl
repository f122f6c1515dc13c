#!/usr/bin/perl
# layers_claims.pl core/layers.cmake docs/architecture.md: after the moves each library owns a
# folder, so the claims of files "whose folder is not yet their library's" go, and the battle
# claims name core/battle/common/ and core/battle/hfg/. Idempotent.
use strict;
use warnings;
my ($layers, $arch) = @ARGV;
sub edit {
  my ($path, $fn) = @_;
  return unless $path && -f $path;
  open(my $fh, '<', $path) or die "$path: $!\n";
  local $/;
  my $text = <$fh>;
  close $fh;
  my $new = $fn->($text);
  return if $new eq $text;
  open(my $wh, '>', $path) or die "$path: $!\n";
  print $wh $new;
  close $wh;
  print "edited $path\n";
}
edit($layers, sub {
  local $_ = shift;
  s/^\s*# Files whose folder is not yet their library's\.\n//m;
  s/^\s*# Folders\.\n//m;
  s/^\s*"hfg_model:\^campaign\/orders[^\n]*\n//m;
  s/^\s*"hfg_mail:\^campaign\/order_seal[^\n]*\n//m;
  s/^\s*"hfg_mail:\^io\/side_view_[^\n]*\n//m;
  s/^\s*"hfg_battle_hfg:\^io\/battle_\(io\|log_io\)[^\n]*\n//m;
  s/^\s*"hfg_battle_common:\^battle\/geometry\/\(footprint[^\n]*\n//m;
  s/^(\s*)"hfg_campaign:\^campaign\/"\n(?!\s*"hfg_mail:\^mail\/")/$1"hfg_campaign:^campaign\/"\n$1"hfg_mail:^mail\/"\n/m;
  s/^(\s*)("hfg_battle_common:\^battle\/\(battle_rules[^\n]*\n)(?!\s*"hfg_battle_common:\^battle\/common\/")/$1$2$1"hfg_battle_common:^battle\/common\/"\n/m;
  s/"hfg_battle_hfg:\^battle\/"/"hfg_battle_hfg:^battle\/hfg\/"/;
  s/# HFG_CORE_CLAIMS: "library:regex" on a path relative to core\/; the first match wins, so the\n# few files whose folder is not yet their library's come first \(docs\/architecture.md: the\n# folder moves that will make folder and library one\)\./# HFG_CORE_CLAIMS: "library:regex" on a path relative to core\/; the first match wins. Each\n# library owns a folder; the seam's headers sit directly in battle\/ (hfg_battle_common)./;
  $_;
});
edit($arch, sub {
  local $_ = shift;
  s/A few files still live in a folder that is not their library's[^\n]*\n(?:[^\n]+\n)*?[^\n]*makes folder and library one\.\n/Each library owns a folder: `core\/battle\/hfg\/` (the HFG rule set, its files in `io\/`),\n`core\/battle\/common\/` (the shared geometry; the seam's headers sit directly in `core\/battle\/`),\n`core\/mail\/`, and the orders a state holds in `core\/model\/orders.*`. A rule set's sibling\nfolder `core\/battle\/NAME\/` is claimed before them.\n/;
  s/\| `hfg_model` \| `model\/`, `campaign\/orders\.\*` \(the orders a state holds\) \|/| `hfg_model` | `model\/` (with `orders.*`, the orders a state holds) |/;
  s/\| `hfg_mail` \| play by email: `campaign\/order_seal\.\*`, `io\/side_view_io\.\*`, `io\/side_view_fields\.h` \|/| `hfg_mail` | play by email: `mail\/` (order seal, side views) |/;
  s/`battle\/geometry\/\{shapes,footprint,movement_geometry\}`/`battle\/common\/` (shapes, footprint, movement geometry)/;
  s/\| `hfg_battle_hfg` \| the rest of `battle\/`, `io\/battle_io\.\*`, `io\/battle_log_io\.\*` \|/| `hfg_battle_hfg` | `battle\/hfg\/` (with `io\/battle_io.*`, `io\/battle_log_io.*`) |/;
  $_;
});
