#!/usr/bin/perl
# Prints "old new" for every tracked file that the issue-19 folder moves relocate, reading the
# file list (git ls-files) on stdin. Files already at their new place print nothing.
#   core/battle/...        the HFG rule set -> core/battle/hfg/...; the shared geometry
#                          (footprint, shapes, movement_geometry) -> core/battle/common/; the
#                          seam (files directly in core/battle/) and core/battle/<rule set>/ stay
#   core/io/battle_io.*, battle_log_io.*            -> core/battle/hfg/io/
#   core/campaign/order_seal.*, core/io/side_view_* -> core/mail/
#   core/campaign/orders.*                          -> core/model/ (the orders a state holds)
#   tests/core/battle/...  mirrors the above; tests/core/campaign/order_seal_test -> tests/core/mail/
#   editor/*               -> editor/{shell,map,import,orbat,campaign,battle}/
use strict;
use warnings;

my %editor_group;
my %groups = (
  shell => [qw(autosave background_job cached_problems demo_scenario document drag_payloads
               draw_list_splice file_browser fonts gl_draw_list_target gl_texture help_panel key_map
               main_menu panel revision_cache screenshot status_bar ui_script ui_state ui_targets
               undo_history_panel user_data walkthrough welcome_panel workspace)],
  map => [qw(background_layer camera canvas_input edit_overlay label_placer map_canvas map_editor
             map_grid map_overlay map_paint_cache map_painter map_position map_query map_style
             map_tools network_build raster_view scale_bar stage_network_panel static_map_layer
             terrain_panel triangulate)],
  import => [qw(classify_panel georef_panel georef_session import_job import_wizard)],
  orbat => [qw(orbat_choices orbat_labels orbat_panel scenario_panel)],
  campaign => [qw(workspace_campaign)],
  battle => [qw(battle_history battle_log_view battle_panel battle_panel_play battle_view
                hot_seat_battle move_area queued_move_source)],
);
for my $g (keys %groups) { $editor_group{$_} = $g for @{ $groups{$g} }; }

my %rule_sets = map { $_ => 1 } qw(hfg common tchae howlin_mobs c3);
my %common_geometry = map { $_ => 1 } qw(footprint shapes movement_geometry);

sub destination {
  my ($p) = @_;
  # The HFG rule set and what the battle rule sets share.
  if ($p =~ m{^(tests/)?core/battle/(.+)$}) {
    my ($t, $rest) = ($1 // '', $2);
    return undef if $rest =~ m{^([^/]+)/} && $rule_sets{$1};
    if ($t) {
      return undef if $rest eq 'battle_rules_test.cpp' || $rest eq 'CMakeLists.txt';
      return "tests/core/battle/common/$1" if $rest =~ m{^geometry/((\w+)_test\.cpp)$} && $common_geometry{$2};
      return "tests/core/battle/hfg/$rest";
    }
    # The seam stays where every rule set names it (the files the common library claims).
    return undef if $rest =~ m{^(battle_rules|meeting|table_view|rule_set_registry)\.(h|cpp)$};
    return "core/battle/common/$1" if $rest =~ m{^geometry/((\w+)\.(h|cpp))$} && $common_geometry{$2};
    return "core/battle/hfg/$rest";
  }
  return "core/battle/hfg/io/$1" if $p =~ m{^core/io/(battle_(?:io|log_io)\.(?:h|cpp))$};
  return "core/mail/$1" if $p =~ m{^core/campaign/(order_seal\.(?:h|cpp))$};
  return "core/mail/$1" if $p =~ m{^core/io/(side_view_(?:io|fields)\.(?:h|cpp))$};
  return "core/model/$1" if $p =~ m{^core/campaign/(orders\.(?:h|cpp))$};
  return "tests/core/mail/$1" if $p =~ m{^tests/core/campaign/(order_seal_test\.cpp)$};
  if ($p =~ m{^editor/((\w+)\.(?:h|cpp))$}) {
    my ($file, $stem) = ($1, $2);
    my $g = $editor_group{$stem};
    # A file a later branch added: by its name, as the groups above were made.
    $g ||= $stem =~ /^campaign_/ ? "campaign" : $stem =~ /^(battle|hot_seat|tchae|howlin|c3)_/ ? "battle"
          : $stem =~ /^map_/ ? "map" : $stem =~ /^orbat_/ ? "orbat"
          : $stem =~ /^(import|georef|classify)_/ ? "import" : undef;
    if (!$g) { print STDERR "moves: $p belongs to no editor group; left in editor/\n"; return undef; }
    return "editor/$g/$file";
  }
  return undef;
}

while (my $p = <STDIN>) {
  chomp $p;
  next unless $p =~ /\.(h|hpp|cpp|inl)$/;
  my $d = destination($p);
  print "$p $d\n" if defined $d && $d ne $p;
}
