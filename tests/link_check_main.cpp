// The program each core library links into alone (tests/CMakeLists.txt): it links, or a lower library uses a higher one.
int main() { return 0; }
